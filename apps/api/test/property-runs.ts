/**
 * Cases per property test: the full count in `npm run test:full`, a fifth of it in the gate (`PROPERTY_RUNS=gate`,
 * set by scripts/test.mjs), so the gate stays quick while a full run searches as wide as before.
 */
export function propertyRuns(full: number): number {
  return process.env.PROPERTY_RUNS === 'gate' ? Math.max(1, Math.ceil(full / 5)) : full;
}

/**
 * The hostile values one of an operation's `count` fields is tried with: all of them in `npm run test:full`; in the gate
 * a share, dealt out across the operation's fields (up to one in five each), so every value still meets every
 * operation.
 */
export function valuesForField<T>(values: readonly T[], field: number, count: number): T[] {
  if (process.env.PROPERTY_RUNS !== 'gate') return [...values];
  const share = Math.min(5, Math.max(1, count));
  return values.filter((_, index) => index % share === field % share);
}
