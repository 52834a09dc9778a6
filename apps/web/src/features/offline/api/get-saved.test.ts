import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { MEMBER_ANSWERS } from '@/service-worker/routing';
import { savedAnswers } from './get-saved';

describe('the offline home’s saved answers', () => {
  it('are asked for at the very addresses the service worker keeps them under', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${API}/my/*`, ({ request }) => {
        asked.push(request.url.slice(API.length));
        return HttpResponse.json({ data: [], current_page: 1, last_page: 1, per_page: 50, total: 0 });
      }),
    );
    await savedAnswers.rsvps();
    await savedAnswers.following();
    expect(asked).toEqual([MEMBER_ANSWERS.rsvps, MEMBER_ANSWERS.following]);
  });
});
