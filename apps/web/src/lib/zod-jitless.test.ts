import { describe, expect, it } from 'vitest';

describe('Zod under a strict CSP', () => {
  it('builds and parses schemas without compiling code (no new Function)', async () => {
    await import('./zod-jitless');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);

    const original = globalThis.Function;
    let compiled = false;
    globalThis.Function = new Proxy(original, {
      construct(target, args) {
        compiled = true;
        return Reflect.construct(target, args);
      },
    });
    try {
      const schema = z.object({ name: z.string().min(2) });
      expect(schema.parse({ name: 'Ama' })).toEqual({ name: 'Ama' });
    } finally {
      globalThis.Function = original;
    }
    expect(compiled).toBe(false);
  });
});
