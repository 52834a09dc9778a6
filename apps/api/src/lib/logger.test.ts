import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger.ts';

/** The app's logger options; requests logged as given (the app's serializer reads a Fastify request). */
function capture() {
  const lines: Record<string, unknown>[] = [];
  const { stream: _stream, ...options } = loggerOptions('info');
  const logger = pino(
    { ...options, serializers: { ...options.serializers, req: (req: unknown) => req } },
    { write: (line: string) => lines.push(JSON.parse(line)) },
  );
  return { logger, lines };
}

describe('the logger', () => {
  it('censors secret fields at the top of a line and one level in, without changing what was logged', () => {
    const { logger, lines } = capture();
    const body = { email: 'ama@example.com', password: 'hunter22', current_password: 'old', code: '123456' };
    logger.info({ body, token: 'abc', reset: { token: 'def', verification_code: '654321' }, count: 3 }, 'sign-up');
    expect(lines[0]).toMatchObject({
      body: { email: 'ama@example.com', password: '[redacted]', current_password: '[redacted]', code: '[redacted]' },
      token: '[redacted]',
      reset: { token: '[redacted]', verification_code: '[redacted]' },
      count: 3,
    });
    expect(body.password).toBe('hunter22');
    expect(JSON.stringify(lines)).not.toMatch(/hunter22|abc|def|123456|654321/);
  });

  it('keeps the authorization and cookie headers out', () => {
    const { logger, lines } = capture();
    logger.info({ req: { headers: { authorization: 'Bearer secret-token', cookie: 'sid=1', accept: '*/*' } } }, 'x');
    expect(JSON.stringify(lines)).not.toMatch(/secret-token|sid=1/);
    expect(lines[0]).toMatchObject({ req: { headers: { accept: '*/*' } } });
  });

  it('leaves a line without secrets as it is', () => {
    const { logger, lines } = capture();
    logger.info({ res: { statusCode: 200 }, responseTime: 1.5 }, 'request completed');
    expect(lines[0]).toMatchObject({ res: { statusCode: 200 }, responseTime: 1.5, msg: 'request completed' });
  });
});
