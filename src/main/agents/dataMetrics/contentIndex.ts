/**
 * A report's GRI or ESRS content index, used to find the emissions pages (issue 11): the entries for
 * GRI 305-1, 305-2, 305-3 and ESRS E1-6 with the pages they point to, read by position (the pages
 * printed on the entry's line, right of its code, before the next code on that line), then mapped
 * from printed page numbers to the PDF's pages by the offset that best puts emissions on them.
 * `checkContentIndex` then asks whether the inventory read a figure of that scope on those pages: if
 * not, the table there was probably not rebuilt, and the check says so instead of leaving a silent
 * hole. Reading only: nothing here decides whether a disclosure is complete (Legal's business).
 */
import type { MetricCheck } from '../../../shared/domain/findingDetails';
import type { Rect } from '../../../shared/domain/geometry';
import type { GhgKind } from '../../facts/ghg';
import { fmtTonnes } from './checkTypes';
import type { GhgObservation } from '../../facts/inventory';

type IndexScope = 'scope1' | 'scope2' | 'scope3' | 'all';

export interface IndexEntry {
  /** "GRI 305-1", "ESRS E1-6". */
  code: string;
  scope: IndexScope;
  /** Pages as the index prints them. */
  printed: number[];
  /** The index page, and where the code stands on it. */
  page: number;
  rects: Rect[];
}

export interface ContentIndex {
  entries: IndexEntry[];
  /** PDF page = printed page + offset. */
  offset: number;
}

/** What the index reader needs of a page: its text and the box of a span of it. */
export interface IndexPage {
  page: number;
  text: string;
  box(start: number, end: number): Rect | null;
}

const CODE = /\b(?:GRI\s*)?(305-[123])\b|\b(E1-6)\b/gu;
const SCOPE_OF: Record<string, IndexScope> = { '305-1': 'scope1', '305-2': 'scope2', '305-3': 'scope3', 'E1-6': 'all' };
/** A page reference: "62", "pp. 143", "148-149", "p.12"; never a code ("305-2") or a scope number. */
const PAGE_REF = /(?<![\d\p{L}-])(?:pp?\.\s*)?(\d{1,3})(?:\s*[-–]\s*(\d{1,3}))?(?![\d\p{L}-])/gu;
const NOT_A_PAGE_BEFORE = /(?:scopes?|categor(?:y|ies)|cat\.|gri|esrs|ifrs|iso|no\.|\()\s*$/iu;
const MAX_RANGE = 12;
const MAX_OFFSET = 30;

/** Pages that may hold a content index: two or more of the codes. */
export function mayHoldIndex(text: string): boolean {
  return new Set([...text.matchAll(CODE)].map((m) => m[1] ?? m[2])).size >= 2;
}

const centreY = (r: Rect): number => r.y + r.h / 2;

/** The entries of one page: each code with the page references on its line, right of it. */
export function indexEntries(p: IndexPage, pageCount: number): IndexEntry[] {
  const codes = [...p.text.matchAll(CODE)].flatMap((m) => {
    const box = p.box(m.index, m.index + m[0].length);
    return box ? [{ m, box }] : [];
  });
  const refs = [...p.text.matchAll(PAGE_REF)].flatMap((m) => {
    if (NOT_A_PAGE_BEFORE.test(p.text.slice(Math.max(0, m.index - 12), m.index))) return [];
    const box = p.box(m.index, m.index + m[0].length);
    return box ? [{ m, box }] : [];
  });
  return codes.flatMap(({ m, box }): IndexEntry[] => {
    const band = (r: Rect): boolean => Math.abs(centreY(r) - centreY(box)) <= Math.max(box.h, r.h) * 0.6;
    const nextCode = codes
      .filter((c) => c.box.x > box.x + box.w && band(c.box))
      .reduce((x, c) => Math.min(x, c.box.x), Infinity);
    const printed = refs
      .filter(
        (r) =>
          r.box.x > box.x + box.w &&
          r.box.x < nextCode &&
          band(r.box) &&
          !(r.m.index >= m.index && r.m.index < m.index + m[0].length)
      )
      .flatMap((r) => pagesOf(Number(r.m[1]), r.m[2] === undefined ? undefined : Number(r.m[2])))
      .filter((n) => n >= 1 && n <= pageCount + MAX_OFFSET);
    const code = m[1] ? `GRI ${m[1]}` : `ESRS ${m[2]}`;
    return printed.length
      ? [{ code, scope: SCOPE_OF[m[1] ?? m[2]!]!, printed: [...new Set(printed)], page: p.page, rects: [box] }]
      : [];
  });
}

function pagesOf(from: number, to?: number): number[] {
  if (to === undefined || to < from || to - from > MAX_RANGE) return [from];
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

const SCOPE_WORDS: Record<IndexScope, RegExp> = {
  scope1: /\bscope\s*1\b|\bdirect\b/iu,
  scope2: /\bscope\s*2\b|\bindirect\b/iu,
  scope3: /\bscope\s*3\b|\bvalue chain\b/iu,
  all: /\bscopes?\s*[123]\b/iu
};

/**
 * Printed page numbers to PDF pages: the offset (−30…30) under which most referenced pages speak of
 * their entry's scope; no offset when none does better than the printed numbers themselves.
 */
export function pageOffset(entries: readonly IndexEntry[], textOf: (page: number) => string | undefined): number {
  let best = { offset: 0, score: -1 };
  for (let k = -MAX_OFFSET; k <= MAX_OFFSET; k++) {
    const score = entries.reduce(
      (n, e) => n + e.printed.filter((p) => SCOPE_WORDS[e.scope].test(textOf(p + k) ?? '')).length,
      0
    );
    if (score > best.score || (score === best.score && Math.abs(k) < Math.abs(best.offset)))
      best = { offset: k, score };
  }
  return best.score > 0 ? best.offset : 0;
}

const KINDS: Record<IndexScope, readonly GhgKind[]> = {
  scope1: ['scope1'],
  scope2: ['scope2'],
  scope3: ['scope3', 'scope3_category'],
  all: ['scope1', 'scope2', 'scope3', 'scope1_2', 'scope1_2_3', 'total']
};
const NAMES: Record<IndexScope, string> = {
  scope1: 'Scope 1',
  scope2: 'Scope 2',
  scope3: 'Scope 3',
  all: 'Scope 1, 2 or 3'
};
const PARAGRAPHS: Record<IndexScope, string[]> = {
  scope1: ['S2.29(a)(i)(1)'],
  scope2: ['S2.29(a)(i)(2)'],
  scope3: ['S2.29(a)(i)(3)'],
  all: ['S2.29(a)(i)']
};

/** One check per index entry: a figure of its scope read on the pages it points to, or why not. */
export function checkContentIndex(
  index: ContentIndex | undefined,
  inventory: readonly GhgObservation[],
  pageCount: number
): MetricCheck[] {
  if (!index) return [];
  return index.entries.map((e): MetricCheck => {
    const pages = e.printed.map((p) => p + index.offset);
    const shown = pages.join(', ');
    const where = `the content index (page ${e.page}) points to page${pages.length > 1 ? 's' : ''} ${shown} for ${NAMES[e.scope]} (${e.code})`;
    const entry = {
      label: `${e.code} in the content index`,
      value: pages[0]!,
      unit: 'page',
      page: e.page,
      rects: e.rects.map((r) => ({ ...r })),
      role: 'tested' as const
    };
    const base = {
      checkName: 'content_index' as const,
      ifrsParagraphs: PARAGRAPHS[e.scope],
      sources: [],
      computation: index.offset ? `printed page + ${index.offset} = PDF page` : ''
    };
    const outside = pages.filter((p) => p < 1 || p > pageCount);
    if (outside.length === pages.length) {
      return {
        ...base,
        result: 'inconclusive',
        severity: 'low',
        values: [entry],
        message: `${capital(where)}, beyond the report's ${pageCount} pages: the index may count pages differently, so the figures could not be located through it.`
      };
    }
    const found = inventory.filter((o) => pages.includes(o.page) && KINDS[e.scope].includes(o.kind));
    if (!found.length) {
      return {
        ...base,
        result: 'inconclusive',
        severity: 'medium',
        values: [entry],
        message: `${capital(where)}, but no ${NAMES[e.scope]} figure could be read there: the table on ${pages.length > 1 ? 'those pages' : 'that page'} was probably not rebuilt. Check ${pages.length > 1 ? 'them' : 'it'} by hand.`
      };
    }
    const first = found[0]!;
    const values = [
      entry,
      ...found.slice(0, 3).map((o) => ({
        label: `${NAMES[e.scope]}${o.year ? `, ${o.year}` : ''}`,
        value: o.tonnes,
        unit: 't CO2e',
        page: o.page,
        rects: o.rects.map((r) => ({ ...r })),
        ...(o.source.kind === 'claim' ? { claimId: o.source.claimId } : {}),
        role: 'input' as const
      }))
    ];
    const read = [...new Set(found.map((o) => o.page))].sort((a, b) => a - b);
    const unread = pages.filter((p) => p >= 1 && p <= pageCount && !read.includes(p));
    const gap = unread.length
      ? ` Nothing of it could be read on page${unread.length > 1 ? 's' : ''} ${unread.join(', ')}: a table there may not have been rebuilt.`
      : '';
    return {
      ...base,
      result: 'pass',
      severity: 'low',
      values,
      message: `${capital(where)}; ${NAMES[e.scope]} figures were read there (page${read.length > 1 ? 's' : ''} ${read.join(', ')}; e.g. ${fmtTonnes(first.tonnes)} t CO2e${first.year ? ` for ${first.year}` : ''}).${gap}`
    };
  });
}

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
