/**
 * Years and periods in report text: calendar years ("2023"), fiscal years ("FY2023", "FY 23",
 * "fiscal year 2023"), split years ("2022/23", "FY2022/2023") and ranges ("2019–2023", "2019 to
 * 2023"); which years a sentence names as targets ("by 2030", "2030 target") or baselines ("from
 * 2019", "2019 baseline"); and `parsePeriod`, which turns one such mention into first and last year.
 */

/** A year or fiscal year as printed: 2023, FY2023, FY 2023, fiscal year 2023, 2022/23, 2022/2023, FY24, FY23/24. */
export const YEAR_PATTERN =
  /(?<![\d.,])(?:(?:FY ?|fiscal (?:year )?)?(?:19[5-9]\d|20[0-9]\d)(?:\/(?:\d{2}|\d{4}))?|FY ?\d\d(?:\/\d\d)?(?!\d))(?![\d.,]\d)/gu;
/** A year that is a target ("by 2030", "2030 target") or a baseline ("from 2019", "2019 baseline"). */
const TARGET_YEAR_PATTERN = new RegExp(
  String.raw`\b(?:by|until|before|through|from \d{4} to) (?:the end of )?(?:fy ?)?(20[2-9]\d)\b|` +
    String.raw`\b(20[2-9]\d) (?:target|goal|ambition|commitment)s?\b`,
  'giu'
);
const BASE_YEAR_PATTERN = new RegExp(
  String.raw`\b(?:from|since|compared (?:to|with)|relative to|against|versus|vs\.?|over|` +
    String.raw`baseline(?: year)?(?: of)?|base year(?: of)?|levels? of|(?:in|on) a)` +
    String.raw` (?:an? |the )?(?:fy ?)?((?:19|20)\d\d)(?: (?:baseline|base year|levels?))?\b|` +
    String.raw`\b((?:19|20)\d\d) (?:baseline|base year|levels?)\b`,
  'giu'
);

/** "2023/24", "FY2023/24", "2023/2024", "FY24", "FY 24", "FY23/24": a fiscal year written by the year it ends in. */
const FISCAL_FORM =
  /(?<![\p{L}\d.,])(?:(?:FY\s?)?((?:19|20)\d\d)\s?\/\s?(\d{4}|\d{2})|FY\s?(\d{2})(?:\s?\/\s?(\d{2}))?)(?![\p{L}\d]|[.,]\d)/giu;

const century = (yy: string): number => (Number(yy) <= 69 ? 2000 : 1900) + Number(yy);

function fiscalEnd(
  from4: string | undefined,
  to: string | undefined,
  fy: string | undefined,
  fyTo: string | undefined
) {
  if (from4 !== undefined) {
    const end = to!.length === 2 ? Number(`${from4.slice(0, 2)}${to}`) : Number(to);
    return end === Number(from4) + 1 ? end : undefined;
  }
  const start = century(fy!);
  if (fyTo === undefined) return start;
  const end = century(fyTo);
  return end === start + 1 ? end : undefined;
}

/**
 * The text with every fiscal year written as the four-digit year it ends in, padded to the same length
 * so that every offset into the text still holds: "FY24" → "2024", "FY 24" → " 2024", "2018/19" →
 * "   2019", "FY2023/24" → "     2024". The year patterns of facts/ and the checks then read two-digit and split fiscal years the
 * way a table's fiscal-year column is read (the year the period ends). Other text is left as it is.
 */
export function fiscalYearsAsEnds(text: string): string {
  return text.replace(FISCAL_FORM, (m: string, a?: string, b?: string, c?: string, d?: string) => {
    const end = fiscalEnd(a, b, c, d);
    return end === undefined ? m : String(end).padStart(m.length, ' ');
  });
}

/** Every year or fiscal-year mention in `text`, as printed. */
export function yearsIn(text: string): string[] {
  return [...text.matchAll(YEAR_PATTERN)].map((m) => m[0].trim());
}

/** The years `text` names as targets ("by 2030" → "2030"). */
export function targetYearsIn(text: string): string[] {
  return [...fiscalYearsAsEnds(text).matchAll(TARGET_YEAR_PATTERN)].map((m) => m[1] ?? m[2] ?? '').filter(Boolean);
}

/** The years `text` names as baselines ("compared with 2019" → "2019"). */
export function baseYearsIn(text: string): string[] {
  return [...fiscalYearsAsEnds(text).matchAll(BASE_YEAR_PATTERN)].map((m) => m[1] ?? m[2] ?? '').filter(Boolean);
}

/** A year or period: first and last year (equal for one year); `fiscal` when written as a fiscal year. */
export interface Period {
  from: number;
  to: number;
  fiscal: boolean;
}

const PERIOD = /^(?:(fy|fiscal(?: year)?)\s?)?(\d{4}|\d{2})(?:\s?(?:\/|-|–|—|to)\s?(?:fy\s?)?(\d{4}|\d{2}))?$/iu;

function fullYear(digits: string, after?: number): number | null {
  if (digits.length === 4) return Number(digits);
  if (after !== undefined) {
    const century = Math.floor(after / 100) * 100;
    const y = century + Number(digits);
    return y >= after ? y : y + 100;
  }
  return 2000 + Number(digits);
}

const plausible = (y: number): boolean => y >= 1950 && y <= 2100;

/**
 * Reads one year or period: "2023", "FY2023", "FY23", "fiscal year 2023", "2022/23", "FY2022/2023",
 * "2019–2023", "2019 to 2023". Two-digit years need "FY" or a four-digit first year. Null otherwise.
 */
export function parsePeriod(raw: string): Period | null {
  const m = PERIOD.exec(raw.trim().replace(/\*$/u, ''));
  if (!m) return null;
  const fiscal = m[1] !== undefined;
  if (m[2]!.length === 2 && !fiscal) return null;
  const from = fullYear(m[2]!);
  const to = m[3] !== undefined ? fullYear(m[3], from ?? undefined) : from;
  if (from === null || to === null || !plausible(from) || !plausible(to) || to < from) return null;
  return { from, to, fiscal };
}

/** A year mention in a text, with its span. */
export interface YearSpan {
  start: number;
  end: number;
  text: string;
}

/**
 * Words between a figure and the year written right after it: "12 t in 2024", "12 t, for fiscal 2023",
 * "3.2 million m³ of water in FY2022/23" (up to four words and no number, then "in", "for" or "during").
 */
const LINK_AFTER = /^((?:\s*,?\s*[\p{L}₂-]+){0,4}?)\s*,?\s*(?:in|for|during|at (?:the )?end of)\s+(?:the\s+)?$/iu;
/** Words that make the year after a figure a point of comparison: "12 t, lower than in 2023". */
const COMPARED = /\b(?:than|compar\w*|against|versus|vs|relative|since|from|before|after|below|above|over|by)\b/iu;

const yearAfter = (between: string): boolean => {
  const m = LINK_AFTER.exec(between);
  return m !== null && !COMPARED.test(m[1]!);
};
/** The year as the label of the figure after it: "(2023: 12 t", "; 2022: 14 t". */
const YEAR_LABEL = /^\s*:\s*$/u;

/** The year a figure names as its own: its label before it ("2023: 12 t") or the year right after it ("12 t in 2024"). */
function ownYear(text: string, f: { start: number; end: number }, years: readonly YearSpan[]): YearSpan | undefined {
  const label = years.find((y) => y.end <= f.start && YEAR_LABEL.test(text.slice(y.end, f.start)));
  return label ?? years.find((y) => y.start >= f.end && yearAfter(text.slice(f.end, y.start)));
}

/**
 * The year each figure of a sentence refers to, in order: the year it names as its own ("113,460 t
 * in 2024", "(2023: 161,840 t"), else the nearest year before it that no other figure names as its
 * own (a leading "In 2024,"). A year that belongs to another figure is never borrowed, and a year
 * after a figure binds only when written right after it: a figure whose year cannot be told gets none.
 */
export function bindYears(
  text: string,
  figures: ReadonlyArray<{ start: number; end: number }>,
  years: readonly YearSpan[]
): Array<YearSpan | undefined> {
  const own = figures.map((f) => ownYear(text, f, years));
  const taken = new Set(own.filter((y): y is YearSpan => y !== undefined));
  const bound = figures.map((f, i) => own[i] ?? years.filter((y) => y.end <= f.start && !taken.has(y)).pop());
  if (figures.length === 1 && !bound[0]) bound[0] = onlyYearAfter(text, figures[0]!, years);
  return bound;
}

/**
 * A sentence's only figure and only year, the year after it ("an intensity of 21 t CO2e per EUR million
 * of revenue in 2023"), however many words of unit stand between, unless they compare.
 */
function onlyYearAfter(text: string, f: { end: number }, years: readonly YearSpan[]): YearSpan | undefined {
  if (years.length !== 1 || years[0]!.start < f.end) return undefined;
  const between = text.slice(f.end, years[0]!.start);
  return /\b(?:in|for|during)\s+(?:the\s+)?(?:fiscal\s+(?:year\s+)?)?$/iu.test(between) &&
    !COMPARED.test(between) &&
    !/[.;!?]/u.test(between)
    ? years[0]
    : undefined;
}
