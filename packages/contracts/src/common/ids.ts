/** Ids are PostgreSQL integers. */
export const MAX_ID = 2_147_483_647;

/** A positive integer id from a path segment, or null (pages read ids without loading the schemas). */
export function parseId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 && id <= MAX_ID ? id : null;
}
