import { NOTICE_KIND_LABELS, noticeMessages, previewMessages, type NoticeSummary } from '@akwaaba/contracts';

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!,
  );

/**
 * The board as an Atom feed (RFC 4287): each notice an entry with its whole text, its kind as a category and its
 * association or source as the author. `site` is the public address without a trailing slash.
 */
export function atomFeed(site: string, notices: Array<NoticeSummary & { body: string }>, now: Date): string {
  const updated = notices[0]?.created_at ?? now.toISOString();
  const entries = notices.map((notice) => {
    const link = `${site}/notices/${notice.id}`;
    const title = notice.is_urgent ? `${noticeMessages.urgent}: ${notice.title}` : notice.title;
    return [
      '  <entry>',
      `    <id>${escapeXml(link)}</id>`,
      `    <title>${escapeXml(title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(link)}"/>`,
      `    <published>${notice.created_at}</published>`,
      `    <updated>${notice.created_at}</updated>`,
      `    <author><name>${escapeXml(notice.author.name)}${notice.author.is_official ? ` (${noticeMessages.official})` : ''}</name></author>`,
      `    <category term="${notice.kind}" label="${escapeXml(NOTICE_KIND_LABELS[notice.kind])}"/>`,
      `    <content type="text">${escapeXml(notice.body)}</content>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${escapeXml(`${site}/notices`)}</id>`,
    `  <title>${escapeXml(`${previewMessages.siteName}: ${noticeMessages.heading}`)}</title>`,
    `  <subtitle>${escapeXml(noticeMessages.intro)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(`${site}/api/v1/notices.atom`)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(`${site}/notices`)}"/>`,
    `  <updated>${updated}</updated>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
