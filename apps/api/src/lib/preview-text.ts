const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
const words = new Intl.Segmenter('en', { granularity: 'word' });

const ELLIPSIS = '…';

/** Punctuation that reads wrong right before an ellipsis ('food,…'). */
const TRAILING_PUNCTUATION = /[\s,;:.\-–—(/]+$/u;

/**
 * Text for a link preview or a meta description: white space collapsed to single spaces, and when it is longer than
 * `max` (UTF-16 code units, as the scrapers count), cut after the last whole word that fits, with an ellipsis.
 * A cut never splits a character (a surrogate pair, an emoji sequence, a letter and its combining marks); a single
 * word longer than the limit is cut between two of its characters.
 */
export function previewText(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const budget = max - ELLIPSIS.length;

  // The longest run of whole characters that fits.
  let fits = 0;
  for (const { index, segment } of graphemes.segment(flat)) {
    if (index + segment.length > budget) break;
    fits = index + segment.length;
  }
  // The end of the last whole word within it (word boundaries never fall inside a character).
  let wordEnd = 0;
  for (const { index, segment, isWordLike } of words.segment(flat)) {
    if (index + segment.length > fits) break;
    if (isWordLike) wordEnd = index + segment.length;
  }
  const cut = (wordEnd > 0 ? flat.slice(0, wordEnd) : flat.slice(0, fits)).replace(TRAILING_PUNCTUATION, '');
  return `${cut}${ELLIPSIS}`;
}
