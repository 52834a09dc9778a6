import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textMessages } from './messages.ts';
import { z } from 'zod';
import { emptyToNull, httpUrl, optionalHttpUrl, optionalText, typedPreprocess } from './form-values.ts';
import { filterText, hasControlCharacters, maxLengthOf, multiLineText, singleLineText, textLimits } from './text.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

const controlCharacter = fc
  .oneof(fc.integer({ min: 0, max: 0x1f }), fc.integer({ min: 0x7f, max: 0x9f }))
  .map((code) => String.fromCharCode(code));

describe('singleLineText', () => {
  const title = singleLineText(10, { label: 'Title', required: 'Title is required' });

  it('trims and keeps ordinary text, accents and emoji included', () => {
    expect(title.parse('  Akwaaba  ')).toBe('Akwaaba');
    expect(title.parse('Ọ̀ṣun 🎉')).toBe('Ọ̀ṣun 🎉');
  });

  it('refuses NUL, every other control character, tabs and line breaks inside the text', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 3 }),
        controlCharacter,
        fc.string({ maxLength: 3 }),
        (before, control, after) => {
          const value = `a${before}${control}${after}b`;
          if (value.length > 10) return;
          expect(messagesOf(title.safeParse(value))).toContain(textMessages.singleLineControl('Title'));
        },
      ),
    );
  });

  it('names the field and the maximum when the text is too long', () => {
    expect(messagesOf(title.safeParse('x'.repeat(11)))).toEqual(['Title must be at most 10 characters']);
  });

  it('answers only "required" for a missing or blank value', () => {
    expect(messagesOf(title.safeParse(undefined))).toEqual(['Title is required']);
    expect(messagesOf(title.safeParse('   '))).toEqual(['Title is required']);
  });

  it('says an optional field must be text when it is not', () => {
    expect(messagesOf(singleLineText(10, { label: 'City' }).safeParse(['Durban']))).toEqual(['City must be text']);
  });
});

describe('multiLineText', () => {
  const bio = multiLineText(50, { label: 'Bio' });

  it('keeps tabs and line breaks', () => {
    expect(bio.parse('one\n\ttwo\r\nthree')).toBe('one\n\ttwo\r\nthree');
  });

  it.each(['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u000b', '\ud800', '\udfff'])(
    'refuses the control or broken character %j',
    (control) => {
      expect(messagesOf(bio.safeParse(`a${control}b`))).toEqual([textMessages.control('Bio')]);
    },
  );
});

describe('hasControlCharacters', () => {
  const pieces = fc.array(
    fc.oneof(
      fc.string({ unit: 'binary', maxLength: 3 }),
      fc.constantFrom('\ud800', '\udfff', '\u0000', '\u0085', '\t'),
    ),
  );

  it('finds any C0 or C1 control character or lone surrogate, and nothing else', () => {
    fc.assert(
      fc.property(pieces, (parts) => {
        const value = parts.join('');
        const expected = [...value].some((character) => {
          const code = character.codePointAt(0)!;
          return code <= 0x1f || (code >= 0x7f && code <= 0x9f) || (code >= 0xd800 && code <= 0xdfff);
        });
        expect(hasControlCharacters(value)).toBe(expected);
      }),
    );
  });
});

describe('emptyToNull and optionalText', () => {
  it('reads "" and null as no value, keeps undefined as not sent, and keeps 0 and false', () => {
    expect(emptyToNull('')).toBeNull();
    expect(emptyToNull(null)).toBeNull();
    expect(emptyToNull(undefined)).toBeUndefined();
    expect(emptyToNull(0)).toBe(0);
    expect(emptyToNull(false)).toBe(false);
    expect(emptyToNull('x')).toBe('x');
  });

  it('turns a blank optional text into null and still refuses control characters', () => {
    const location = optionalText(singleLineText(20, { label: 'Location' }));
    expect(location.parse('   ')).toBeNull();
    expect(location.parse(undefined)).toBeUndefined();
    expect(messagesOf(location.safeParse('Dur\u0000ban'))).toEqual([textMessages.singleLineControl('Location')]);
  });
});

describe('httpUrl', () => {
  it('refuses a link carrying a control character even where a URL parser would encode it', () => {
    expect(httpUrl('bad').safeParse('https://example.com/a\u0000b').success).toBe(false);
    expect(httpUrl('bad').safeParse('https://example.com/a b').success).toBe(true);
  });
});

describe('filterText', () => {
  const search = filterText(5, 'Search');

  it('ignores a value it cannot use and refuses one carrying control characters', () => {
    expect(search.parse('toolongvalue')).toBeUndefined();
    expect(search.parse(['a', 'b'])).toBeUndefined();
    expect(search.parse(' ab ')).toBe('ab');
    expect(messagesOf(search.safeParse('a\u0000b'))).toEqual([textMessages.singleLineControl('Search')]);
  });
});

describe('textLimits', () => {
  it("reads each field's maximum through the wrappers the forms' fields are built with", () => {
    const form = z
      .object({
        title: singleLineText(150, { label: 'Title', required: 'Title is required' }).min(3),
        description: multiLineText(5000, { label: 'Description' }),
        note: optionalText(multiLineText(2000, { label: 'Note' })).default(null),
        link: optionalHttpUrl('Bad link').default(null),
        email: z.string().trim().max(254).pipe(z.email()),
        phone: typedPreprocess(emptyToNull, z.string().max(25).nullable()).optional().default(null),
        count: z.number(),
      })
      .superRefine(() => undefined)
      .transform((values) => values);
    expect(textLimits(z.preprocess((values) => values, form))).toEqual({
      title: 150,
      description: 5000,
      note: 2000,
      link: 2048,
      email: 254,
      phone: 25,
      count: undefined,
    });
  });

  it('has no maximum for a text without one', () => {
    expect(maxLengthOf(z.string().trim())).toBeUndefined();
    expect(maxLengthOf(z.array(z.string().max(5)))).toBeUndefined();
  });
});
