// The limit for a cached answer (docs/rules/budgets.md): a bare node:http server that answers each list address with
// the bytes and headers the product's public-answer cache sent for it (captured by the bench), and does nothing else.
// Run by the bench as its own process:
//   BARE_PORT=… BARE_ANSWERS=answers.json tsx bare-http.ts
import fs from 'node:fs';
import http from 'node:http';
import type { CapturedAnswer } from './capture.ts';

const captured = JSON.parse(fs.readFileSync(process.env.BARE_ANSWERS!, 'utf8')) as Record<string, CapturedAnswer>;
const answers = new Map(
  Object.entries(captured).map(([address, answer]) => [
    address,
    { status: answer.status, headers: answer.headers, body: Buffer.from(answer.bodyBase64, 'base64') },
  ]),
);

const server = http.createServer((request, response) => {
  const answer = answers.get(request.url ?? '');
  if (!answer) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(answer.status, answer.headers).end(answer.body);
});
server.keepAliveTimeout = 72_000;
server.listen(Number(process.env.BARE_PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
