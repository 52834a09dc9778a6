import { registerRequest, type AuthResponse, type RegisterRequest } from '@akwaaba/contracts';
import type { SQL } from 'drizzle-orm';
import type { App } from '../src/app.ts';
import type { DatabaseHandle } from '../src/db/client.ts';

let sequence = 0;

export const STRONG_PASSWORD = 'Kumasi-Gold-2024';

/**
 * Registers a member by email and answers the token and user. Through the auth service, as the route would, but
 * below HTTP; with a `remoteAddress` (the per-address limits' tests) through POST /auth/register itself.
 */
export async function registerMember(
  app: App,
  overrides: Partial<RegisterRequest> = {},
  options: { remoteAddress?: string } = {},
): Promise<AuthResponse['data']> {
  sequence += 1;
  const payload = {
    name: `Member ${sequence}`,
    email: `member${sequence}-${Date.now()}@example.com`,
    password: STRONG_PASSWORD,
    password_confirmation: STRONG_PASSWORD,
    terms_accepted: true,
    age_confirmed: true,
    ...overrides,
  };
  if (!options.remoteAddress) {
    const result = await app.services.authService.register(registerRequest.parse(payload));
    if ('verificationRequired' in result) throw new Error('registration by phone waits for its code: use the route');
    return result;
  }
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    remoteAddress: options.remoteAddress,
    payload,
  });
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.statusCode} ${response.body}`);
  return (response.json() as AuthResponse).data;
}

export function registerBusiness(app: App, overrides: Partial<RegisterRequest> = {}) {
  return registerMember(app, {
    user_type: 'business',
    business_name: 'Accra Bites',
    business_category: 'restaurant',
    ...overrides,
  });
}

export async function registerAdmin(app: App): Promise<AuthResponse['data']> {
  const member = await registerMember(app);
  await app.services.adminService.promote(member.user.email!);
  return { ...member, user: { ...member.user, is_admin: true } };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs in by email (or by phone digits with login_type 'phone') and answers the raw response. */
export function login(app: App, payload: Record<string, unknown>, remoteAddress?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** Signs in by email with the factory password and answers the token. */
export async function loginAs(app: App, email: string, password = STRONG_PASSWORD, remember = false): Promise<string> {
  const response = await login(app, { login_type: 'email', email, password, remember });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return (response.json() as AuthResponse).data.token;
}

/** Splits an .eml of the mail outbox (CRLF or LF) into its header block and body. */
function splitEml(eml: string): { headers: string; body: string } {
  const text = eml.replace(/\r\n/g, '\n');
  const split = text.indexOf('\n\n');
  return split < 0 ? { headers: text, body: '' } : { headers: text.slice(0, split), body: text.slice(split + 2) };
}

function decodeQuotedPrintable(text: string, underscoreIsSpace = false): string {
  const spaced = underscoreIsSpace ? text.replace(/_/g, ' ') : text;
  const bytes = spaced
    .replace(/=\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodePart(eml: string): string {
  const { headers, body } = splitEml(eml);
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  return encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : body;
}

/** The decoded part of a multipart/alternative mail with the given type; the whole body of a single-part one. */
function mailPart(eml: string, type: 'text/plain' | 'text/html'): string | undefined {
  const { headers, body } = splitEml(eml);
  const boundary = /boundary="?([^";\n]+)"?/i.exec(headers.replace(/\n[ \t]+/g, ' '))?.[1];
  if (!boundary)
    return /^content-type:\s*text\/html/im.test(headers) === (type === 'text/html') ? decodePart(eml) : undefined;
  const part = body
    .split(`--${boundary}`)
    .map((chunk) => chunk.replace(/^\n/, ''))
    .find((chunk) => new RegExp(`^content-type:\\s*${type.replace('/', '\\/')}`, 'im').test(splitEml(chunk).headers));
  return part === undefined ? undefined : decodePart(part);
}

/** The text of an .eml from the mail outbox (its plain-text part): headers dropped, quoted-printable or base64 decoded. */
export function mailBody(eml: string): string {
  return mailPart(eml, 'text/plain') ?? '';
}

/** The HTML part of an .eml from the mail outbox, decoded; undefined when it has none. */
export function mailHtml(eml: string): string | undefined {
  return mailPart(eml, 'text/html');
}

/** A header of an .eml from the mail outbox: unfolded, RFC 2047 words decoded; undefined when absent. */
export function mailHeader(eml: string, name: string): string | undefined {
  const headers = splitEml(eml).headers.replace(/\n[ \t]+/g, ' ');
  const raw = new RegExp(`^${name}:[ \t]*(.*)$`, 'im').exec(headers)?.[1]?.trim();
  return raw
    ?.replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([\w-]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text, true),
    );
}

/** The 6-digit code of an SMS from the outbox. */
export function smsCode(sms: { body: string }): string {
  const code = /\b(\d{6})\b/.exec(sms.body)?.[1];
  if (!code) throw new Error(`no code in SMS: ${sms.body}`);
  return code;
}

/** Raw rows of a SQL query, on PGlite and node-postgres alike (for asserting what is stored). */
export async function selectRows(database: DatabaseHandle, query: SQL): Promise<Record<string, unknown>[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
}

/**
 * The token of the newest mailed link to `path` (`/confirm-email`, `/undo-link`, `/reset-password`) sent to `to`,
 * from the mail outbox's plain-text parts; null when none was sent.
 */
export function linkToken(mails: string[], to: string, path: string): string | null {
  // Tokens may carry dots between their parts (a 'Still coming?' link's id and signature), never at their end.
  const pattern = new RegExp(`${path.replace('/', '\\/')}\\?token=([\\w.-]*[\\w-])`);
  const tokens = mails
    .filter((eml) => mailHeader(eml, 'To') === to)
    .map((eml) => pattern.exec(mailBody(eml))?.[1])
    .filter((token): token is string => token !== undefined);
  return tokens.at(-1) ?? null;
}
