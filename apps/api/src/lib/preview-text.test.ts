import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { previewText } from './preview-text.ts';
import { propertyRuns } from '../../test/property-runs.ts';

/** No lone surrogate: half of an emoji shows as '�'. */
const wellFormed = (text: string) => !/\p{Cs}/u.test(text);

const graphemes = (text: string) =>
  [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)].map((s) => s.segment);

describe('previewText', () => {
  it('keeps a text that fits, with its white space collapsed', () => {
    expect(previewText('  Jollof\n\nand   highlife  ', 200)).toBe('Jollof and highlife');
    expect(previewText('a'.repeat(20), 20)).toBe('a'.repeat(20));
  });

  it('cuts after the last whole word that fits and adds an ellipsis', () => {
    expect(previewText('A night of music and food in Soweto', 20)).toBe('A night of music…');
    expect(previewText('Jollof, highlife, dancing', 19)).toBe('Jollof, highlife…');
  });

  it('never splits an emoji, a flag or a family, even where the limit falls inside one', () => {
    // '🇬🇭' is 4 code units, the family 11; a plain slice at the limit would leave half of either.
    const text = 'Akwaaba 🇬🇭🇬🇭 👨‍👩‍👧 welcome everyone';
    for (let max = 9; max < text.length; max += 1) {
      const cut = previewText(text, max);
      expect(cut.length).toBeLessThanOrEqual(max);
      expect(wellFormed(cut)).toBe(true);
      expect(cut).not.toMatch(/\u200d…$/);
    }
    expect(previewText('🎉🎉🎉🎉🎉🎉', 6)).toBe('🎉🎉…');
  });

  it('keeps a letter with its combining marks', () => {
    // 'ɔ̃' (open o + combining tilde), as Twi is sometimes written, and a decomposed 'é'.
    const word = 'ɔ̃e\u0301'.repeat(10);
    const cut = previewText(word, 8);
    expect(cut).toBe('ɔ\u0303e\u0301ɔ\u0303…');
  });

  it('cuts a single word longer than the limit between two of its characters', () => {
    expect(previewText('Supercalifragilistic', 10)).toBe('Supercali…');
    expect(previewText('Go to https://example.com/a-very-long-path-indeed', 12)).toBe('Go to https…');
  });

  it('is never longer than the limit and never breaks a character (any text)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 120 }), fc.integer({ min: 2, max: 80 }), (text, max) => {
        const cut = previewText(text, max);
        expect(cut.length).toBeLessThanOrEqual(max);
        expect(wellFormed(cut)).toBe(true);
        const flat = text.replace(/\s+/g, ' ').trim();
        if (cut === flat) return;
        expect(cut.endsWith('…')).toBe(true);
        const kept = cut.slice(0, -1);
        expect(flat.startsWith(kept)).toBe(true);
        // The kept part ends on a character boundary of the whole text: its characters are the text's first ones.
        expect(graphemes(flat).slice(0, graphemes(kept).length).join('')).toBe(kept);
      }),
      { numRuns: propertyRuns(500) },
    );
  });
});
