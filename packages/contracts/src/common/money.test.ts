import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRand, groupThousands } from './money.ts';

describe('amounts as the pages word them, without Intl', () => {
  it('groups thousands as en-ZA does, with a plain space', () => {
    const enZa = new Intl.NumberFormat('en-ZA');
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (whole) => {
        expect(groupThousands(whole)).toBe(enZa.format(whole).replace(/\u00a0/g, ' '));
      }),
      { numRuns: 2000 },
    );
  });

  it('writes rand with R, grouped thousands and two decimals', () => {
    expect(formatRand('1250.5')).toBe('R1 250.50');
    expect(formatRand(0)).toBe('R0.00');
    expect(formatRand('150.00')).toBe('R150.00');
    expect(formatRand('9999999.99')).toBe('R9 999 999.99');
  });
});
