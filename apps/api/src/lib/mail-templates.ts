import type { MailMessage } from './mailer.ts';

const SITE_NAME = 'Akwaaba';
const DEFAULT_FOOTER = `You received this email because you have an ${SITE_NAME} account.`;
const UNSUBSCRIBE_LABEL = 'Unsubscribe from these emails';

/** An item to open: its label as the link, an optional line under it. */
export interface MailLink {
  label: string;
  path: string;
  detail?: string;
}

export interface MailContent {
  to: string;
  subject: string;
  /** Usually 'Hello <name>,'; left out for mail to the team. */
  greeting?: string;
  /** Plain text; a line break inside a paragraph is kept. */
  paragraphs: string[];
  /**
   * Items to open, after the paragraphs (new jobs of an alert): each a link with an optional line under it. A list
   * of links in HTML; in text, each label with its detail and its address on the next line.
   */
  links?: MailLink[];
  /** Lists of links under their own headings, after `links` (the weekly digest's new events and notices). */
  sections?: { heading: string; links: MailLink[] }[];
  /** The one thing to do: a button in HTML, the address on its own line in text. */
  action?: { label: string; path: string };
  /** What to do if the mail was not expected ('this was not me'): a sentence and a plain link after the button. */
  otherwise?: { text: string; label: string; path: string };
  /** Why the recipient got this mail. */
  footer?: string;
  replyTo?: string;
  /**
   * Mail a member may stop (marketing, new-event mail): a link in the footer to the unsubscribe page, and
   * the one-click headers mail clients act on (RFC 8058), which POST to the API. Both absolute.
   */
  unsubscribe?: { pageUrl: string; oneClickUrl: string };
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/** Links are built from PUBLIC_URL only, never from a request's Host header. */
function absoluteUrl(publicUrl: string, path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) throw new Error(`A mail link must be a site path: ${path}`);
  return `${publicUrl.replace(/\/$/, '')}${path}`;
}

const FONT = 'font-family:Arial,Helvetica,sans-serif;';

/** A MailLink with its absolute address. */
type LinkTo = Omit<MailLink, 'path'> & { url: string };

function htmlLayout(
  content: MailContent,
  url: string | null,
  otherwiseUrl: string | null,
  footer: string,
  links: LinkTo[],
  sections: { heading: string; links: LinkTo[] }[],
): string {
  const paragraph = (text: string) =>
    `<p style="${FONT}margin:0 0 16px;font-size:16px;line-height:24px;color:#1c1917;white-space:pre-line;">${escapeHtml(text)}</p>`;
  const action =
    content.action && url
      ? `<p style="margin:24px 0;"><a href="${escapeHtml(url)}" style="${FONT}display:inline-block;padding:12px 20px;` +
        `border-radius:8px;background:#006b3f;color:#ffffff;font-size:16px;font-weight:bold;text-decoration:none;">` +
        `${escapeHtml(content.action.label)}</a></p>` +
        `<p style="${FONT}margin:0 0 16px;font-size:14px;line-height:20px;color:#57534e;">` +
        `If the button does not work, copy this address into your browser:<br>` +
        `<a href="${escapeHtml(url)}" style="color:#006b3f;word-break:break-all;">${escapeHtml(url)}</a></p>`
      : '';
  const linkList = (items: LinkTo[]) =>
    items.length > 0
      ? `<ul style="${FONT}margin:0 0 16px;padding:0 0 0 20px;font-size:16px;line-height:24px;color:#1c1917;">` +
        items
          .map(
            (link) =>
              `<li style="margin:0 0 12px;"><a href="${escapeHtml(link.url)}" style="color:#006b3f;font-weight:bold;">` +
              `${escapeHtml(link.label)}</a>` +
              (link.detail ? `<br><span style="font-size:14px;color:#57534e;">${escapeHtml(link.detail)}</span>` : '') +
              '</li>',
          )
          .join('') +
        '</ul>'
      : '';
  const heading = (text: string) =>
    `<h2 style="${FONT}margin:24px 0 8px;font-size:18px;line-height:24px;color:#1c1917;">${escapeHtml(text)}</h2>`;
  const otherwise =
    content.otherwise && otherwiseUrl
      ? `<p style="${FONT}margin:0 0 16px;font-size:15px;line-height:22px;color:#1c1917;">` +
        `${escapeHtml(content.otherwise.text)} <a href="${escapeHtml(otherwiseUrl)}" style="color:#006b3f;">` +
        `${escapeHtml(content.otherwise.label)}</a></p>`
      : '';
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f5f5f4;">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f5f4;">',
    '<tr><td align="center" style="padding:24px 12px;">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px;">',
    `<tr><td style="${FONT}padding:20px 24px;border-bottom:4px solid #fcd116;font-size:22px;font-weight:bold;color:#006b3f;">${SITE_NAME}</td></tr>`,
    '<tr><td style="padding:24px;">',
    content.greeting ? paragraph(content.greeting) : '',
    ...content.paragraphs.map(paragraph),
    linkList(links),
    ...sections.map((section) => heading(section.heading) + linkList(section.links)),
    action,
    otherwise,
    paragraph(SITE_NAME),
    '</td></tr>',
    `<tr><td style="${FONT}padding:16px 24px;border-top:1px solid #e7e5e4;font-size:13px;line-height:18px;color:#57534e;">${escapeHtml(footer)}` +
      (content.unsubscribe
        ? `<br><a href="${escapeHtml(content.unsubscribe.pageUrl)}" style="color:#006b3f;">${UNSUBSCRIBE_LABEL}</a>`
        : '') +
      '</td></tr>',
    '</table></td></tr></table></body></html>',
  ].join('\n');
}

/**
 * Every mail the site sends: the same words as plain text and as a small accessible HTML page (site name,
 * paragraphs, one button, why they got it). Every value is escaped in the HTML; links are absolute.
 */
export function composeMail(content: MailContent, publicUrl: string): MailMessage {
  const url = content.action ? absoluteUrl(publicUrl, content.action.path) : null;
  const otherwiseUrl = content.otherwise ? absoluteUrl(publicUrl, content.otherwise.path) : null;
  const footer = content.footer ?? DEFAULT_FOOTER;
  const absolute = (list: MailLink[]): LinkTo[] =>
    list.map(({ path, ...link }) => ({ ...link, url: absoluteUrl(publicUrl, path) }));
  const links = absolute(content.links ?? []);
  const sections = (content.sections ?? []).map((section) => ({ ...section, links: absolute(section.links) }));
  const linkLines = (list: LinkTo[]) =>
    list.map((link) => `- ${link.label}${link.detail ? ` (${link.detail})` : ''}\n  ${link.url}`);
  const text = [
    ...(content.greeting ? [content.greeting] : []),
    ...content.paragraphs,
    ...linkLines(links),
    ...sections.flatMap((section) => [section.heading, ...linkLines(section.links)]),
    ...(content.action && url ? [`${content.action.label}: ${url}`] : []),
    ...(content.otherwise && otherwiseUrl
      ? [`${content.otherwise.text} ${content.otherwise.label}: ${otherwiseUrl}`]
      : []),
    SITE_NAME,
    `--\n${footer}${content.unsubscribe ? `\n${UNSUBSCRIBE_LABEL}: ${content.unsubscribe.pageUrl}` : ''}`,
  ].join('\n\n');
  return {
    to: content.to,
    subject: content.subject,
    text: `${text}\n`,
    html: htmlLayout(content, url, otherwiseUrl, footer, links, sections),
    ...(content.replyTo ? { replyTo: content.replyTo } : {}),
    ...(content.unsubscribe
      ? {
          headers: {
            'List-Unsubscribe': `<${content.unsubscribe.oneClickUrl}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }
      : {}),
  };
}
