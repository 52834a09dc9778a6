import { randomBytes } from 'node:crypto';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { MailMessage } from './mailer.ts';

/**
 * Mail to many members, written by the database in one INSERT … SELECT (never a statement per recipient): the mail
 * is composed once (lib/mail-templates.ts) with a placeholder for each personal value, and the SELECT puts each
 * recipient's value in its place. Placeholders carry a random part, so text an author wrote can never be one.
 */
export function mergeField(name: string): string {
  return `[[${name}:${randomBytes(8).toString('hex')}]]`;
}

/** The value as the HTML part must carry it: mail-templates' escapeHtml, in SQL. */
function escapedHtml(value: AnyColumn | SQL): SQL {
  return sql`replace(replace(replace(replace(replace((${value})::text, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;')`;
}

function merged(template: string, fields: Map<string, AnyColumn | SQL>, html: boolean): SQL {
  let value = sql`${template}::text`;
  for (const [placeholder, column] of fields) {
    if (template.includes(placeholder))
      value = sql`replace(${value}, ${placeholder}, ${html ? escapedHtml(column) : sql`(${column})::text`})`;
  }
  return value;
}

/**
 * The outbox payload of `template` (kind 'mail') for one recipient row, as a jsonb expression: `fields` maps each
 * placeholder (made by mergeField) to the column or expression holding the recipient's value.
 */
export function mergedMailPayload(template: MailMessage, fields: Record<string, AnyColumn | SQL>): SQL {
  const map = new Map(Object.entries(fields));
  const parts: SQL[] = [
    sql`'to', ${merged(template.to, map, false)}`,
    sql`'subject', ${merged(template.subject, map, false)}`,
    sql`'text', ${merged(template.text, map, false)}`,
  ];
  if (template.html !== undefined) parts.push(sql`'html', ${merged(template.html, map, true)}`);
  if (template.replyTo !== undefined) parts.push(sql`'replyTo', ${merged(template.replyTo, map, false)}`);
  if (template.headers) {
    const headers = Object.entries(template.headers).map(
      ([name, value]) => sql`${name}::text, ${merged(value, map, false)}`,
    );
    parts.push(sql`'headers', jsonb_build_object(${sql.join(headers, sql`, `)})`);
  }
  return sql`jsonb_build_object(${sql.join(parts, sql`, `)})`;
}
