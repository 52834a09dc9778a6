import { describe, expect, it } from 'vitest';
import { composeMail, escapeHtml } from './mail-templates.ts';
import { maskEmail } from './mailer.ts';

const PUBLIC_URL = 'https://akwaaba.example';

const notice = {
  to: 'ama@example.com',
  subject: 'Your event is live',
  greeting: 'Hello Ama,',
  paragraphs: ['Your event “Braai & Jazz” was approved.'],
  action: { label: 'View the event', path: '/events/12' },
};

describe('composeMail', () => {
  it('writes the same words as text and as HTML, with the site name, the greeting and the footer', () => {
    const mail = composeMail({ ...notice, footer: 'You get this because you organise events.' }, PUBLIC_URL);
    expect(mail).toMatchObject({ to: 'ama@example.com', subject: 'Your event is live' });
    expect(mail.text).toBe(
      'Hello Ama,\n\nYour event “Braai & Jazz” was approved.\n\nView the event: https://akwaaba.example/events/12\n\n' +
        'Akwaaba\n\n--\nYou get this because you organise events.\n',
    );
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain('<title>Your event is live</title>');
    expect(mail.html).toContain('>Akwaaba</td>');
    expect(mail.html).toContain('Hello Ama,');
    expect(mail.html).toContain('You get this because you organise events.');
  });

  it('links absolutely from PUBLIC_URL in both parts, as a button and as a plain address in HTML', () => {
    const mail = composeMail(notice, `${PUBLIC_URL}/`);
    const url = 'https://akwaaba.example/events/12';
    expect(mail.text).toContain(url);
    expect(mail.html).toContain(`<a href="${url}"`);
    expect(mail.html!.split(`href="${url}"`)).toHaveLength(3);
    expect(mail.html).toContain('>View the event</a>');
  });

  it('lists links after the paragraphs: a list of escaped links in HTML, each label and address in text', () => {
    const mail = composeMail(
      {
        ...notice,
        links: [
          { label: 'Driver <Durban>', path: '/jobs/7', detail: 'Kente & Co · Durban' },
          { label: 'Chef', path: '/jobs/8' },
        ],
      },
      PUBLIC_URL,
    );
    expect(mail.text).toContain(
      '- Driver <Durban> (Kente & Co · Durban)\n  https://akwaaba.example/jobs/7\n\n- Chef\n  https://akwaaba.example/jobs/8\n\n' +
        'View the event: https://akwaaba.example/events/12',
    );
    expect(mail.html).toContain('<a href="https://akwaaba.example/jobs/7"');
    expect(mail.html).toContain('>Driver &lt;Durban&gt;</a>');
    expect(mail.html).toContain('Kente &amp; Co · Durban');
    expect(mail.html!.indexOf('/jobs/8')).toBeLessThan(mail.html!.indexOf('/events/12'));
  });

  it('lists sections of links under their headings, after the paragraphs, escaped in HTML', () => {
    const mail = composeMail(
      {
        ...notice,
        action: undefined,
        sections: [
          { heading: 'New events', links: [{ label: 'Braai <night>', path: '/events/3', detail: 'from A & B' }] },
          { heading: 'New notices', links: [{ label: 'Choir', path: '/notices/4' }] },
        ],
      },
      PUBLIC_URL,
    );
    expect(mail.text).toContain(
      'New events\n\n- Braai <night> (from A & B)\n  https://akwaaba.example/events/3\n\n' +
        'New notices\n\n- Choir\n  https://akwaaba.example/notices/4\n\nAkwaaba',
    );
    const html = mail.html!;
    expect(html).toContain('>New events</h2>');
    expect(html).toContain('<a href="https://akwaaba.example/events/3"');
    expect(html).toContain('>Braai &lt;night&gt;</a>');
    expect(html).toContain('from A &amp; B');
    expect(html.indexOf('New events')).toBeLessThan(html.indexOf('New notices'));
  });

  it('escapes every value it puts into the HTML, and the link’s query too', () => {
    const mail = composeMail(
      {
        to: 'x@example.com',
        subject: '<script>alert(1)</script>',
        greeting: 'Hello <b>Kofi</b> "K" O\'Neil,',
        paragraphs: ['<img src=x onerror=alert(1)>', 'Tom & Jerry'],
        action: { label: '<Open>', path: '/reset-password?token=a"b&c=<d>' },
        footer: '<i>why</i>',
      },
      PUBLIC_URL,
    );
    const html = mail.html!;
    expect(html).not.toMatch(/<script|<img|<b>|<i>|<Open>|"b&c/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Hello &lt;b&gt;Kofi&lt;/b&gt; &quot;K&quot; O&#39;Neil,');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('Tom &amp; Jerry');
    expect(html).toContain('href="https://akwaaba.example/reset-password?token=a&quot;b&amp;c=&lt;d&gt;"');
    expect(html).toContain('&lt;i&gt;why&lt;/i&gt;');
    // Plain text is not HTML: it stays as written.
    expect(mail.text).toContain('Hello <b>Kofi</b> "K" O\'Neil,');
  });

  it('keeps line breaks of a paragraph, has a default footer, and carries Reply-To only when given', () => {
    const mail = composeMail({ to: 'team@example.com', subject: 'Hi', paragraphs: ['one\ntwo'] }, PUBLIC_URL);
    expect(mail.text).toContain('one\ntwo');
    expect(mail.html).toContain('white-space:pre-line');
    expect(mail.text).toContain('because you have an Akwaaba account');
    expect(mail).not.toHaveProperty('replyTo');
    expect(composeMail({ ...notice, replyTo: 'kofi@example.com' }, PUBLIC_URL).replyTo).toBe('kofi@example.com');
  });

  it('refuses a link that is not a path of the site', () => {
    for (const path of ['https://evil.example/x', '//evil.example/x', 'events/1']) {
      expect(() => composeMail({ ...notice, action: { label: 'Go', path } }, PUBLIC_URL)).toThrow(/site path/);
    }
  });
});

describe('escapeHtml and maskEmail', () => {
  it('escape the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('keep only the first letters of an address’s local part', () => {
    expect(maskEmail('550 5.1.1 <ama.mensah@example.com>: Recipient unknown')).toBe(
      '550 5.1.1 <am***@example.com>: Recipient unknown',
    );
    expect(maskEmail('to ama@example.co.za')).toBe('to a***@example.co.za');
  });
});
