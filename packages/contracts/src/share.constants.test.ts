import { describe, expect, it } from 'vitest';
import { businessShareFacts, eventShareFacts, jobShareFacts, shareText } from './share.constants.ts';

describe('the ready message a share opens WhatsApp with', () => {
  it('puts the title in bold, a fact a line, leaves out empty facts, and ends with the link', () => {
    expect(shareText('Naming ceremony', ['Saturday', null, 'Durban'], 'https://akwaaba.example/events/3')).toBe(
      '*Naming ceremony*\nSaturday\nDurban\nhttps://akwaaba.example/events/3',
    );
  });

  it('gives an event’s day on the clock where it is held, its start on both clocks, and its place', () => {
    const event = {
      event_type: 'physical' as const,
      venue_name: 'Family house, Adum',
      city: 'Kumasi',
      held_in: 'ghana' as const,
      // 23:00 in Ghana on Wednesday is 01:00 on Thursday in South Africa.
      start_date: '2030-03-06T23:00:00.000Z',
    };
    expect(eventShareFacts(event)).toEqual([
      'Wednesday, 6 March 2030',
      '01:00 Thu 7 Mar in South Africa · 23:00 Wed 6 Mar in Ghana',
      'Family house, Adum, Kumasi',
    ]);
    expect(
      eventShareFacts({ ...event, event_type: 'virtual', venue_name: null, city: null, held_in: 'south_africa' }),
    ).toEqual(['Thursday, 7 March 2030', '01:00 Thu 7 Mar in South Africa · 23:00 Wed 6 Mar in Ghana', 'Online event']);
  });

  it('gives a business its category and city, and a job its kind and city by their shown names', () => {
    expect(
      businessShareFacts({ category: { id: 1, name: 'Restaurant', slug: 'restaurant' }, city: 'Gqeberha' }),
    ).toEqual(['Restaurant · Gqeberha (Port Elizabeth)']);
    expect(jobShareFacts({ job_type: 'part_time', city: 'Cape Town' })).toEqual(['Part-time · Cape Town']);
  });
});
