import { describe, expect, it } from 'vitest';
import type { EventDetail } from '@akwaaba/contracts';
import { eventPage } from './events.page.ts';

const event: EventDetail = {
  id: 12,
  title: 'Kente Weaving Workshop',
  description: 'Learn the basics of kente weaving from a master weaver from Bonwire.',
  category: { id: 3, name: 'Cultural Celebrations', slug: 'cultural-celebrations' },
  event_type: 'virtual',
  // Friday 18:00 to Saturday 01:30 in South Africa (UTC+2).
  start_date: '2030-03-08T16:00:00.000Z',
  end_date: '2030-03-08T23:30:00.000Z',
  venue_name: null,
  city: null,
  price: null,
  max_attendees: 20,
  attendees_count: 20,
  image: null,
  image_card: null,
  image_srcset: null,
  image_card_srcset: null,
  user: { id: 4, name: 'Abena Owusu', email: null },
  user_id: 4,
  venue: null,
  venue_address: null,
  address: null,
  virtual_url: 'https://meet.example/kente',
  additional_info: null,
  is_public: true,
  requires_approval: false,
  status: 'approved',
  rejection_reason: null,
  waitlist_count: 0,
  user_attending: false,
  user_waitlisted: false,
  user_requested: false,
  waitlist_position: null,
  is_owner: false,
  created_at: '2030-01-01T10:00:00.000Z',
};

describe('eventPage', () => {
  const page = eventPage(event, { publicUrl: 'https://akwaaba.example', image: null });

  it('says an online event is online, and spells an end on the next day in full', () => {
    expect(page.description).toBe(
      'Friday, 8 March 2030, 18:00 – Saturday, 9 March 2030, 01:30 · Online event. Learn the basics of kente weaving from a master weaver from Bonwire.',
    );
    expect(page.body!.markup).toContain('Online event');
    expect(page.body!.markup).toContain('Free');
    expect(page.image).toBeNull();
  });

  it('names the price of a priced event in the shared link’s description', () => {
    const priced = eventPage(
      { ...event, event_type: 'physical', venue_name: 'Zoo Lake Gardens', city: 'Johannesburg', price: '1250.00' },
      { publicUrl: 'https://akwaaba.example', image: null },
    );
    expect(priced.description).toBe(
      'Friday, 8 March 2030, 18:00 – Saturday, 9 March 2030, 01:30 · Zoo Lake Gardens, Johannesburg · R1 250.00. Learn the basics of kente weaving from a master weaver from Bonwire.',
    );
  });

  it('describes it to search engines as an online event that is full, at its page rather than its meeting link', () => {
    expect(page.structuredData).toMatchObject({
      '@type': 'Event',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: 'https://akwaaba.example/events/12' },
      offers: { price: '0', priceCurrency: 'ZAR', availability: 'https://schema.org/SoldOut' },
    });
    expect(JSON.stringify(page.structuredData)).not.toContain('meet.example');
  });
});
