import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PER_PAGE,
  MAX_PAGE,
  MAX_PER_PAGE,
  pageMeta,
  pageOffset,
  paginationMeta,
  paginationQuery,
} from './pagination.ts';

/** A page request and what the database would answer for it: total rows and the rows on that page. */
const pageOfRows = fc
  .record({
    page: fc.integer({ min: 1, max: MAX_PAGE }),
    perPage: fc.integer({ min: 1, max: MAX_PER_PAGE }),
    total: fc.integer({ min: 0, max: 100_000 }),
  })
  .map(({ page, perPage, total }) => ({
    page,
    perPage,
    total,
    count: Math.max(0, Math.min(perPage, total - pageOffset(page, perPage))),
  }));

describe('pageMeta', () => {
  it('matches the list envelope of the API contract', () => {
    fc.assert(
      fc.property(pageOfRows, ({ page, perPage, total, count }) => {
        expect(paginationMeta.parse(pageMeta(page, perPage, total, count))).toEqual(
          pageMeta(page, perPage, total, count),
        );
      }),
    );
  });

  it('has from and to null exactly when the page is empty', () => {
    fc.assert(
      fc.property(pageOfRows, ({ page, perPage, total, count }) => {
        const meta = pageMeta(page, perPage, total, count);
        expect(meta.from === null).toBe(count === 0);
        expect(meta.to === null).toBe(count === 0);
      }),
    );
  });

  it('keeps 1 <= from <= to <= total, and to - from + 1 is the rows on the page', () => {
    fc.assert(
      fc.property(
        pageOfRows.filter(({ count }) => count > 0),
        ({ page, perPage, total, count }) => {
          const { from, to } = pageMeta(page, perPage, total, count);
          expect(from).not.toBeNull();
          expect(1).toBeLessThanOrEqual(from!);
          expect(from!).toBeLessThanOrEqual(to!);
          expect(to!).toBeLessThanOrEqual(total);
          expect(to! - from! + 1).toBe(count);
          expect(from).toBe(pageOffset(page, perPage) + 1);
        },
      ),
    );
  });

  it('has last_page >= 1, enough pages for every row and no page without rows before it', () => {
    fc.assert(
      fc.property(pageOfRows, ({ page, perPage, total, count }) => {
        const meta = pageMeta(page, perPage, total, count);
        expect(meta.last_page).toBeGreaterThanOrEqual(1);
        expect(meta.last_page * perPage).toBeGreaterThanOrEqual(total);
        expect((meta.last_page - 1) * perPage).toBeLessThan(Math.max(total, 1));
        // A page with rows is never past the last page.
        if (count > 0) expect(page).toBeLessThanOrEqual(meta.last_page);
        // Every page but the last one is full.
        if (count > 0 && page < meta.last_page) expect(count).toBe(perPage);
      }),
    );
  });

  it('echoes the page, per_page and total it was given', () => {
    fc.assert(
      fc.property(pageOfRows, ({ page, perPage, total, count }) => {
        expect(pageMeta(page, perPage, total, count)).toMatchObject({ current_page: page, per_page: perPage, total });
      }),
    );
  });

  it('pages through every row exactly once', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 1, max: MAX_PER_PAGE }), (total, perPage) => {
        const lastPage = pageMeta(1, perPage, total, Math.min(perPage, total)).last_page;
        let seen = 0;
        for (let page = 1; page <= lastPage; page++) {
          const count = Math.max(0, Math.min(perPage, total - pageOffset(page, perPage)));
          const meta = pageMeta(page, perPage, total, count);
          if (meta.from !== null) expect(meta.from).toBe(seen + 1);
          seen += count;
        }
        expect(seen).toBe(total);
      }),
    );
  });

  it.each([
    [1, 12, 0, 0, { current_page: 1, last_page: 1, per_page: 12, total: 0, from: null, to: null }],
    [1, 12, 5, 5, { current_page: 1, last_page: 1, per_page: 12, total: 5, from: 1, to: 5 }],
    [2, 12, 30, 12, { current_page: 2, last_page: 3, per_page: 12, total: 30, from: 13, to: 24 }],
    [3, 12, 30, 6, { current_page: 3, last_page: 3, per_page: 12, total: 30, from: 25, to: 30 }],
    [9, 12, 30, 0, { current_page: 9, last_page: 3, per_page: 12, total: 30, from: null, to: null }],
    [1, 12, 12, 12, { current_page: 1, last_page: 1, per_page: 12, total: 12, from: 1, to: 12 }],
    [2, 12, 13, 1, { current_page: 2, last_page: 2, per_page: 12, total: 13, from: 13, to: 13 }],
  ])('page %i of %i with %i rows (%i on the page)', (page, perPage, total, count, meta) => {
    expect(pageMeta(page, perPage, total, count)).toEqual(meta);
  });
});

describe('paginationQuery', () => {
  it(`defaults to page 1 of ${DEFAULT_PER_PAGE}`, () => {
    expect(paginationQuery.parse({})).toEqual({ page: 1, per_page: DEFAULT_PER_PAGE });
  });

  it('reads numbers from the query string', () => {
    expect(paginationQuery.parse({ page: '3', per_page: '20' })).toEqual({ page: 3, per_page: 20 });
  });

  it(`always lands on a page from 1 to ${MAX_PAGE} and a size from 1 to ${MAX_PER_PAGE}, whatever it is sent`, () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (page, perPage) => {
        const parsed = paginationQuery.parse({ page, per_page: perPage });
        expect(Number.isInteger(parsed.page)).toBe(true);
        expect(parsed.page).toBeGreaterThanOrEqual(1);
        expect(parsed.page).toBeLessThanOrEqual(MAX_PAGE);
        expect(Number.isInteger(parsed.per_page)).toBe(true);
        expect(parsed.per_page).toBeGreaterThanOrEqual(1);
        expect(parsed.per_page).toBeLessThanOrEqual(MAX_PER_PAGE);
      }),
    );
  });

  it.each([
    [{ page: '0' }, 1],
    [{ page: '-4' }, 1],
    [{ page: '1.5' }, 1],
    [{ page: 'abc' }, 1],
    [{ page: String(MAX_PAGE + 1) }, 1],
  ])('reads the page %j as %i', (query, page) => {
    expect(paginationQuery.parse(query).page).toBe(page);
  });

  it.each([
    [{ per_page: '0' }, DEFAULT_PER_PAGE],
    [{ per_page: '51' }, MAX_PER_PAGE],
    [{ per_page: '50' }, 50],
    [{ per_page: 'lots' }, DEFAULT_PER_PAGE],
  ])('reads the size %j as %i', (query, perPage) => {
    expect(paginationQuery.parse(query).per_page).toBe(perPage);
  });
});

describe('pageOffset', () => {
  it('skips the rows of the pages before', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_PAGE }), fc.integer({ min: 1, max: MAX_PER_PAGE }), (page, perPage) => {
        expect(pageOffset(page, perPage)).toBe((page - 1) * perPage);
        expect(pageOffset(1, perPage)).toBe(0);
      }),
    );
  });
});
