import { describe, expect, it } from 'vitest';
import { nextRunAfter } from './job-alerts.service.ts';

// South Africa is UTC+2 all year: 07:00 there is 05:00 UTC. 2 March 2026 is a Monday.
describe('nextRunAfter', () => {
  it('mails daily alerts at the next 07:00 in South Africa', () => {
    expect(nextRunAfter('daily', new Date('2026-03-02T04:59:00Z')).toISOString()).toBe('2026-03-02T05:00:00.000Z');
    expect(nextRunAfter('daily', new Date('2026-03-02T05:00:00Z')).toISOString()).toBe('2026-03-03T05:00:00.000Z');
    // 23:30 in South Africa on the 28th of February: the next morning is in March.
    expect(nextRunAfter('daily', new Date('2026-02-28T21:30:00Z')).toISOString()).toBe('2026-03-01T05:00:00.000Z');
  });

  it('mails weekly alerts at the next Monday’s 07:00 in South Africa', () => {
    expect(nextRunAfter('weekly', new Date('2026-03-02T04:59:00Z')).toISOString()).toBe('2026-03-02T05:00:00.000Z');
    expect(nextRunAfter('weekly', new Date('2026-03-02T05:00:00Z')).toISOString()).toBe('2026-03-09T05:00:00.000Z');
    // Sunday 23:30 UTC is already Monday 01:30 in South Africa.
    expect(nextRunAfter('weekly', new Date('2026-03-01T23:30:00Z')).toISOString()).toBe('2026-03-02T05:00:00.000Z');
    expect(nextRunAfter('weekly', new Date('2026-03-04T12:00:00Z')).toISOString()).toBe('2026-03-09T05:00:00.000Z');
  });
});
