import { saDateOf, type NoticeDetail } from '@akwaaba/contracts';
import type { App } from '../src/app.ts';
import { addDays } from '../src/lib/clock.ts';
import type { Actor } from './event-factories.ts';

/** A valid Post-notice form in the name of `author` ('association:12', 'source:3'), changed by `overrides`. */
export const noticeBody = (author: string, overrides: Record<string, unknown> = {}) => ({
  author,
  kind: 'community',
  title: 'Monthly meeting moved to Saturday',
  body: 'Our monthly meeting moves to Saturday at 14:00 at the usual hall in Yeoville. Bring a friend.',
  expires_on: saDateOf(addDays(new Date(), 14)),
  is_urgent: false,
  ...overrides,
});

export async function postNotice(
  app: App,
  who: Actor,
  author: string,
  overrides: Record<string, unknown> = {},
): Promise<NoticeDetail> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/notices',
    headers: who.headers,
    payload: noticeBody(author, overrides),
  });
  if (response.statusCode !== 201) throw new Error(`notice not posted: ${response.body}`);
  return response.json().data;
}

/** `who`'s account made an official source by an admin, as the admin tool does; answers the source's id. */
export async function makeSource(
  app: App,
  admin: Actor,
  who: { id: number },
  name = 'Ghana High Commission, Pretoria',
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/admin/notice-sources',
    headers: admin.headers,
    payload: { user_id: who.id, name },
  });
  if (response.statusCode !== 201) throw new Error(`source not added: ${response.body}`);
  return response.json().data.id as number;
}
