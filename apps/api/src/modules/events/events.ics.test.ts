import { describe, expect, it } from 'vitest';
import { eventCalendar } from './events.ics.ts';
import type { EventWithRefs } from './events.repository.ts';
import type { EventRow } from './events.table.ts';

const NOW = new Date('2030-02-01T08:15:30.000Z');

function eventRow(overrides: Partial<EventRow> = {}): EventWithRefs {
  return {
    event: {
      id: 42,
      userId: 7,
      associationId: null,
      categoryId: 3,
      title: 'Independence Day Gala',
      description: 'Highlife and jollof.',
      eventType: 'physical',
      heldIn: 'south_africa',
      lifeEvent: null,
      virtualUrl: null,
      startDate: new Date('2030-03-06T16:30:00.000Z'),
      endDate: new Date('2030-03-06T21:00:00.000Z'),
      venueName: 'Gold Reef City Theatre',
      venueAddress: 'Northern Parkway, Ormonde',
      city: 'Johannesburg',
      latitude: null,
      longitude: null,
      price: null,
      maxAttendees: null,
      maxPlusOnes: 0,
      attendeesCount: 0,
      waitlistCount: 0,
      imageKey: null,
      additionalInfo: null,
      isPublic: true,
      requiresApproval: false,
      cancelledAt: null,
      sequence: 0,
      reconfirmHours: null,
      remindedAt: null,
      releasedAt: null,
      seriesId: null,
      seriesStart: null,
      repeat: null,
      status: 'approved',
      rejectionReason: null,
      hiddenFromStatus: null,
      hiddenReason: null,
      searchVector: '',
      createdAt: NOW,
      updatedAt: NOW,
      ...overrides,
    },
    category: { id: 3, name: 'Cultural Celebrations', slug: 'cultural-celebrations' },
    organizer: { id: 7, name: 'Ghana Union', email: 'union@example.com' },
  };
}

const calendar = (overrides: Partial<EventRow> = {}) =>
  eventCalendar(eventRow(overrides), 'https://akwaaba.example', NOW);
/** The content lines of a calendar, with folded lines joined again (RFC 5545 §3.1). */
const unfold = (ics: string) =>
  ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .slice(0, -1);
const property = (ics: string, name: string) =>
  unfold(ics).find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`));

describe('eventCalendar', () => {
  it('is one VEVENT in a VCALENDAR with CRLF line ends', () => {
    const ics = calendar();
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.split('\r\n').every((line) => !line.includes('\n') && !line.includes('\r'))).toBe(true);
    const lines = unfold(ics);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toContain('UID:event-42@akwaaba.example');
    expect(lines).toContain('DTSTAMP:20300201T081530Z');
    expect(lines).toContain('URL:https://akwaaba.example/events/42');
  });

  it('gives start and end in South African time with the Africa/Johannesburg zone', () => {
    const ics = calendar();
    expect(property(ics, 'DTSTART;TZID=Africa/Johannesburg')).toBe('DTSTART;TZID=Africa/Johannesburg:20300306T183000');
    expect(property(ics, 'DTEND;TZID=Africa/Johannesburg')).toBe('DTEND;TZID=Africa/Johannesburg:20300306T230000');
    const lines = unfold(ics);
    expect(lines).toContain('TZID:Africa/Johannesburg');
    expect(lines).toContain('TZOFFSETTO:+0200');
  });

  it('moves to the next local day when the UTC time is before midnight but SA time is after it', () => {
    const ics = calendar({
      startDate: new Date('2030-12-31T21:30:00.000Z'),
      endDate: new Date('2030-12-31T23:59:00.000Z'),
    });
    expect(property(ics, 'DTSTART;TZID=Africa/Johannesburg')).toBe('DTSTART;TZID=Africa/Johannesburg:20301231T233000');
    expect(property(ics, 'DTEND;TZID=Africa/Johannesburg')).toBe('DTEND;TZID=Africa/Johannesburg:20310101T015900');
  });

  it('says when it starts on both clocks the community keeps, South Africa’s and Ghana’s', () => {
    expect(property(calendar({ description: 'Highlife.' }), 'DESCRIPTION')).toBe(
      'DESCRIPTION:Starts 18:30 in South Africa · 16:30 in Ghana\\n\\nHighlife.\\n\\nhttps://akwaaba.example/events/42',
    );
  });

  it('escapes backslashes, semicolons, commas and line breaks in text', () => {
    const ics = calendar({
      title: 'Braai, Jollof; and \\ Highlife',
      description: 'Line one,\nline two;\r\nline three',
    });
    expect(property(ics, 'SUMMARY')).toBe('SUMMARY:Braai\\, Jollof\\; and \\\\ Highlife');
    expect(property(ics, 'DESCRIPTION')).toBe(
      'DESCRIPTION:Starts 18:30 in South Africa · 16:30 in Ghana\\n\\nLine one\\,\\nline two\\;\\nline three\\n\\nhttps://akwaaba.example/events/42',
    );
  });

  it('a bare carriage return cannot start a property of its own', () => {
    const ics = calendar({ title: 'Party\rATTENDEE:mailto:victim@example.com', description: 'Bell\u0007 and\rmore' });
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(unfold(ics).some((line) => line.startsWith('ATTENDEE'))).toBe(false);
    expect(property(ics, 'SUMMARY')).toBe('SUMMARY:Party\\nATTENDEE:mailto:victim@example.com');
    expect(property(ics, 'DESCRIPTION')).toMatch(/^DESCRIPTION:Starts .+\\n\\nBell and\\nmore/);
  });

  it('puts venue, address and city (with its shown name) in LOCATION, escaped', () => {
    expect(property(calendar(), 'LOCATION')).toBe(
      'LOCATION:Gold Reef City Theatre\\, Northern Parkway\\, Ormonde\\, Johannesburg',
    );
    expect(property(calendar({ city: 'Gqeberha', venueAddress: null }), 'LOCATION')).toBe(
      'LOCATION:Gold Reef City Theatre\\, Gqeberha (Port Elizabeth)',
    );
  });

  it('uses the link as the location of a virtual event', () => {
    const ics = calendar({
      eventType: 'virtual',
      virtualUrl: 'https://meet.example.com/a;b',
      venueName: null,
      city: null,
    });
    expect(property(ics, 'LOCATION')).toBe('LOCATION:https://meet.example.com/a\\;b');
  });

  it('folds lines longer than 75 octets without splitting a character', () => {
    const description = `Akwaaba — ɛyɛ dɛ! ${'Ɔdɔ yɛ dɛ, '.repeat(20)}Medaase 🇬🇭🎉 for coming.`;
    const ics = calendar({ title: 'Ɛyɛ ɔkwan pa: '.repeat(8), description });
    const physical = ics.split('\r\n').slice(0, -1);
    for (const line of physical) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      // Each physical line is valid UTF-8 on its own: no multi-byte character cut in half.
      expect(Buffer.from(Buffer.from(line, 'utf8').toString('utf8'), 'utf8').equals(Buffer.from(line, 'utf8'))).toBe(
        true,
      );
      expect(line).not.toContain('\uFFFD');
    }
    expect(physical.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(4);
    expect(property(ics, 'DESCRIPTION')).toBe(
      `DESCRIPTION:Starts 18:30 in South Africa · 16:30 in Ghana\\n\\n${description.replace(/,/g, '\\,')}\\n\\nhttps://akwaaba.example/events/42`,
    );
    expect(property(ics, 'SUMMARY')).toBe(`SUMMARY:${'Ɛyɛ ɔkwan pa: '.repeat(8)}`);
  });

  it('leaves lines of exactly 75 octets alone and folds one of 76', () => {
    const summary75 = `SUMMARY:${'a'.repeat(75 - 'SUMMARY:'.length)}`;
    expect(calendar({ title: summary75.slice('SUMMARY:'.length) }).split('\r\n')).toContain(summary75);
    const folded = calendar({ title: 'a'.repeat(76 - 'SUMMARY:'.length) }).split('\r\n');
    const at = folded.findIndex((line) => line.startsWith('SUMMARY:'));
    expect(folded[at]).toHaveLength(75);
    expect(folded[at + 1]).toBe(' a');
  });
});
