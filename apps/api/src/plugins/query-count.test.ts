import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { createQueryCounter } from './query-count.ts';

it('tells each answer how many statements its own request issued, however requests interleave', async () => {
  const counter = createQueryCounter();
  const app = Fastify();
  counter.register(app);
  app.get('/:n', async (request) => {
    const n = Number((request.params as { n: string }).n);
    for (let i = 0; i < n; i++) {
      // As a database driver would: a statement, then a wait for its answer, while other requests run.
      counter.onQuery();
      await new Promise((resolve) => setTimeout(resolve, 5 * ((i + n) % 3)));
    }
    return { n };
  });
  const answers = await Promise.all([3, 1, 4, 0, 2].map((n) => app.inject({ method: 'GET', url: `/${n}` })));
  expect(answers.map((answer) => answer.headers['x-query-count'])).toEqual(['3', '1', '4', '0', '2']);
  counter.onQuery();
  expect((await app.inject({ method: 'GET', url: '/1' })).headers['x-query-count']).toBe('1');
  await app.close();
});
