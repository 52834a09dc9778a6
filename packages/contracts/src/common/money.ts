/**
 * '1 250 000': a whole number with its thousands grouped by a space, as en-ZA groups them (written out: the first Intl
 * formatter a page makes costs a phone tens of milliseconds, see dates.ts).
 */
export function groupThousands(whole: number): string {
  const digits = String(Math.abs(Math.trunc(whole))).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return whole < 0 ? `-${digits}` : digits;
}

/** 'R1 250.00' from a decimal string or number; rand is always shown with R and two decimals. */
export function formatRand(amount: string | number): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  const [whole = '0', cents = '00'] = Math.abs(value).toFixed(2).split('.');
  return `${value < 0 ? '-' : ''}R${groupThousands(Number(whole))}.${cents}`;
}
