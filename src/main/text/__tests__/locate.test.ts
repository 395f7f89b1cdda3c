import { describe, expect, it } from 'vitest';
import { normalizeText } from '../../ingest/normalize';
import { locate, locateExact, locateFuzzy } from '../locate';
import { anchorQuote, type AnchorPage, type PageSource } from '../anchor';

// Page text as ingestion stores it: already normalized.
const PAGE = normalizeText(
  'Highlights\nIn 2023 our Scope 1 and 2 emissions fell by 12 % compared with\n2022, mainly through on-site solar.\nWater withdrawal was 3.4 million m³.'
);

describe('locateExact', () => {
  it('finds a quote across a line break, ignoring case and spacing', () => {
    const loc = locateExact(PAGE, 'our scope 1 and 2 emissions fell by 12 % compared with 2022');
    expect(loc).not.toBeNull();
    expect(PAGE.slice(loc!.start, loc!.end)).toBe('our Scope 1 and 2 emissions fell by 12 % compared with\n2022');
    expect(loc!.score).toBe(1);
  });

  it('applies ingestion normalization to the quote (curly quotes, dashes, ligatures)', () => {
    const text = normalizeText('The “net-zero” plan covers offices.');
    expect(locateExact(text, 'The "net‐zero" plan')).not.toBeNull();
  });

  it('returns null when absent', () => {
    expect(locateExact(PAGE, 'biodiversity net gain')).toBeNull();
  });

  it('matches exact script digits on the page with ASCII or script digits in the quote', () => {
    const text = 'In 2023 we emitted 1.2 Mt CO₂e and used 6,000 m³ of water.';
    for (const quote of ['1.2 Mt CO2e and used 6,000 m3', '1.2 Mt CO₂e and used 6,000 m³']) {
      const loc = locateExact(text, quote);
      expect(loc && text.slice(loc.start, loc.end)).toBe('1.2 Mt CO₂e and used 6,000 m³');
    }
    expect(locateFuzzy(text, 'we emitted 1.2 Mt CO2e and used water')?.score).toBeGreaterThan(0.8);
  });
});

describe('locateFuzzy', () => {
  it('tolerates a changed and a missing word', () => {
    const loc = locateFuzzy(
      PAGE,
      'In 2023 our Scope 1 and 2 emissions dropped by 12 % compared with 2022 through on-site solar'
    );
    expect(loc).not.toBeNull();
    expect(loc!.method).toBe('fuzzy');
    expect(loc!.score).toBeGreaterThan(0.8);
    expect(loc!.score).toBeLessThan(1);
    expect(PAGE.slice(loc!.start, loc!.end)).toMatch(/^In 2023 our Scope.*solar$/s);
  });

  it('refuses a paraphrase that shares too few words', () => {
    expect(locateFuzzy(PAGE, 'Greenhouse gas output decreased twelve percent year on year')).toBeNull();
  });

  it('locate prefers the exact match', () => {
    expect(locate(PAGE, 'Water withdrawal was 3.4 million m³')!.method).toBe('exact');
  });
});

describe('anchorQuote', () => {
  // Pages without items: rectangles are empty, but the method/page logic is what is tested here.
  const mk = (n: number, text: string): AnchorPage => ({
    pageNumber: n,
    page: { width: 600, height: 800, rotation: 0, items: [] },
    text: { text, itemIdx: new Int32Array(text.length), charOff: new Int32Array(text.length), lines: [], blocks: [] }
  });
  const pages: PageSource = async (n) => ({ 1: mk(1, 'Cover page text only here.'), 2: mk(2, PAGE) })[n] ?? null;

  it('falls back to the neighbouring page', async () => {
    const a = await anchorQuote(pages, 1, 'Water withdrawal was 3.4 million m³.');
    expect(a.method).toBe('neighbour_page');
    expect(a.page).toBe(2);
    expect(a.prefix).toContain('solar');
  });

  it('uses the source context for a paraphrase', async () => {
    const a = await anchorQuote(
      pages,
      2,
      'Emissions decreased twelve percent',
      'our Scope 1 and 2 emissions fell by 12 % compared with 2022'
    );
    expect(a.method).toBe('source_context');
    expect(a.score).toBeLessThan(1);
  });

  it('keeps the page and flags the claim when nothing matches', async () => {
    const a = await anchorQuote(pages, 2, 'Something that is nowhere in the report at all');
    expect(a).toMatchObject({ page: 2, method: 'unanchored', rects: [], score: 0 });
  });
});
