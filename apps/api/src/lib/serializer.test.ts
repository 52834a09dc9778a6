import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler } from './serializer.ts';

const compile = (schema: z.ZodType) =>
  serializerCompiler({ schema, method: 'GET', url: '/', httpStatus: '200' } as never) as (data: unknown) => string;

describe('the response serializer', () => {
  const member = z.object({
    id: z.number().int(),
    name: z.string(),
    category: z.enum(['retail', 'finance']).nullable(),
    kind: z.literal('business').nullable(),
    address: z.object({ city: z.string() }).nullable(),
    tags: z.array(z.string()),
  });

  it('writes only the fields the schema names, at every depth', () => {
    const write = compile(member);
    const answer = JSON.parse(
      write({
        id: 7,
        name: 'Ama',
        password_hash: '$argon2id$…',
        category: 'retail',
        kind: 'business',
        address: { city: 'Durban', street: '12 Long Street' },
        tags: ['food'],
      }),
    );
    expect(answer).toEqual({
      id: 7,
      name: 'Ama',
      category: 'retail',
      kind: 'business',
      address: { city: 'Durban' },
      tags: ['food'],
    });
  });

  it('writes null for nullable objects, enums and literals, also inside a union of answers', () => {
    const pending = z.object({ verification_required: z.literal(true), phone: z.string() });
    const write = compile(z.object({ data: z.union([member, pending]) }));
    const empty = { id: 1, name: 'Kofi', category: null, kind: null, address: null, tags: [] };
    expect(JSON.parse(write({ data: empty }))).toEqual({ data: empty });
    expect(JSON.parse(write({ data: { verification_required: true, phone: '+27821234567', token: 'x' } }))).toEqual({
      data: { verification_required: true, phone: '+27821234567' },
    });
  });

  it('refuses an answer that lacks a required field rather than sending half of it', () => {
    expect(() => compile(member)({ id: 1 })).toThrow();
  });

  it('keeps zod for what JSON Schema cannot say (a Date)', () => {
    const write = compile(z.object({ at: z.date() }));
    expect(JSON.parse(write({ at: new Date('2026-11-25T10:00:00Z'), secret: 1 }))).toEqual({
      at: '2026-11-25T10:00:00.000Z',
    });
  });
});
