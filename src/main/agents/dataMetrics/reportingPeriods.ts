/**
 * Reporting periods a page states for its figures ("Reporting period: 01.01.2021 – 31.12.2021 for
 * the Moncler brand and 01.04.2021 – 31.12.2021 for the Stone Island brand"). A page whose period
 * does not cover a whole year, or covers parts of the group over different spans, states figures
 * of another perimeter than a full-year table: a difference between the two is explained, not a
 * silent restatement.
 */
import type { PageText } from '../../facts/inventory';

export interface PartialPeriod {
  page: number;
  /** The statement as printed, for messages. */
  statement: string;
}

const DATE = String.raw`(\d{1,2})[./-](\d{1,2})[./-]((?:19|20)\d\d)`;
const RANGE = new RegExp(String.raw`${DATE}\s*[-–—]\s*${DATE}`, 'gu');
/** "Reporting period" and what follows, up to a sentence end (a stop before a space; dates keep their dots). */
const STATEMENT = /\breporting period\b(?:[^.]|\.(?!\s)){0,240}/iu;

/** Months a dd.mm.yyyy – dd.mm.yyyy range covers, counted from its first day to its last. */
function months(m: RegExpMatchArray): number {
  const [d1, m1, y1, d2, m2, y2] = m.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  const start = new Date(Date.UTC(y1, m1 - 1, d1));
  const end = new Date(Date.UTC(y2, m2 - 1, d2 + 1));
  return (end.getUTCFullYear() - start.getUTCFullYear()) * 12 + end.getUTCMonth() - start.getUTCMonth();
}

/** The pages stating a reporting period shorter than a year, or unequal periods for parts of the group. */
export function partialPeriods(pages: readonly PageText[]): PartialPeriod[] {
  const out: PartialPeriod[] = [];
  for (const p of pages) {
    const text = p.text.replace(/\s+/gu, ' ');
    const statement = STATEMENT.exec(text)?.[0];
    if (!statement) continue;
    const spans = [...statement.matchAll(RANGE)].map(months);
    if (spans.length === 0) continue;
    if (spans.some((n) => n < 12) || new Set(spans).size > 1) out.push({ page: p.page, statement: statement.trim() });
  }
  return out;
}
