import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRand } from './common/money.ts';
import {
  CONTRIBUTION_MAX_RAND,
  centsToRand,
  contributionMessages,
  pledgeInput,
  randToCents,
  receiptInput,
} from './contributions.ts';

const MAX_CENTS = CONTRIBUTION_MAX_RAND * 100;

describe('amounts in rand, read into cents without floating point', () => {
  it('reads what people type: spaces, an R, a comma or a point, up to two decimals', () => {
    expect(randToCents('250')).toEqual({ cents: 25_000 });
    expect(randToCents('250.5')).toEqual({ cents: 25_050 });
    expect(randToCents(' R 1 250,05 ')).toEqual({ cents: 125_005 });
    expect(randToCents(0.1)).toEqual({ cents: 10 });
    expect(randToCents('1000000')).toEqual({ cents: MAX_CENTS });
  });

  it('refuses nothing, negatives, zero, a third decimal, the ceiling passed and what is not a number', () => {
    const cases: [unknown, string][] = [
      [undefined, contributionMessages.amountRequired],
      ['  ', contributionMessages.amountRequired],
      ['-1', contributionMessages.amountPositive],
      ['0.00', contributionMessages.amountPositive],
      ['1.001', contributionMessages.amountDecimals],
      ['1000000.01', contributionMessages.amountTooLarge],
      ['999999999999', contributionMessages.amountTooLarge],
      ['1e3', contributionMessages.amountInvalid],
      ['12abc', contributionMessages.amountInvalid],
      [Number.NaN, contributionMessages.amountInvalid],
      [true, contributionMessages.amountInvalid],
    ];
    for (const [value, problem] of cases) expect(randToCents(value), String(value)).toEqual({ problem });
  });

  it('gives back every amount it writes, and writes every amount it reads', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_CENTS }), (cents) => {
        expect(randToCents(centsToRand(cents))).toEqual({ cents });
        expect(randToCents(formatRand(centsToRand(cents)))).toEqual({ cents });
      }),
      { numRuns: 1000 },
    );
  });

  it('the forms read the amount into cents and booleans from text', () => {
    expect(pledgeInput.parse({ amount: '99.90', anonymous: '1' })).toEqual({ amount: 9_990, anonymous: true });
    expect(
      receiptInput.parse({ amount: 5, received_on: '2030-02-02', method: 'cash', pledge_id: '', note: '' }),
    ).toEqual({ amount: 500, received_on: '2030-02-02', method: 'cash', pledge_id: null, note: null, from_name: null });
  });
});
