/**
 * Cases per property test: the full count in `npm run test:full`, a fifth of it in the gate (`PROPERTY_RUNS=gate`,
 * set by scripts/test.mjs), so the gate stays quick while a full run searches as wide as before.
 */
export function propertyRuns(full: number): number {
  return process.env.PROPERTY_RUNS === 'gate' ? Math.max(1, Math.ceil(full / 5)) : full;
}
