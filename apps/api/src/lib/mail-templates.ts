import type { MailMessage } from './mailer.ts';

const SITE_NAME = 'Akwaaba';
const DEFAULT_FOOTER = `You received this email because you have an ${SITE_NAME} account.`;
const UNSUBSCRIBE_LABEL = 'Unsubscribe from these emails';

export interface MailContent {
  to: string;
  subject: string;
  /** Usually 'Hello <name>,'; left out for mail to the team. */
  greeting?: string;
  /** Plain text; a line break inside a paragraph is kept. */
  paragraphs: string[];
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

function htmlLayout(content: MailContent, url: string | null, otherwiseUrl: string | null, footer: string): string {
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
  const text = [
    ...(content.greeting ? [content.greeting] : []),
    ...content.paragraphs,
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
    html: htmlLayout(content, url, otherwiseUrl, footer),
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
