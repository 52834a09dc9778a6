const randFormat = new Intl.NumberFormat('en-ZA', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 'R1 250.00' from a decimal string or number; rand is always shown with R and two decimals. */
export function formatRand(amount: string | number): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  return `R${randFormat
    .format(value)
    .replace(/\u00a0/g, ' ')
    .replace(',', '.')}`;
}
