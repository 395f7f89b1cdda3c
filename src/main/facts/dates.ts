/**
 * Years and periods in report text: calendar years ("2023"), fiscal years ("FY2023", "FY 23",
 * "fiscal year 2023"), split years ("2022/23", "FY2022/2023") and ranges ("2019–2023", "2019 to
 * 2023"); which years a sentence names as targets ("by 2030", "2030 target") or baselines ("from
 * 2019", "2019 baseline"); and `parsePeriod`, which turns one such mention into first and last year.
 */

/** A year or fiscal year as printed: 2023, FY2023, FY 2023, fiscal year 2023, 2022/23, 2022/2023. */
export const YEAR_PATTERN =
  /(?<![\d.,])(?:FY ?|fiscal (?:year )?)?(?:19[5-9]\d|20[0-9]\d)(?:\/(?:\d{2}|\d{4}))?(?![\d.,]\d)/gu;
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

/** Every year or fiscal-year mention in `text`, as printed. */
export function yearsIn(text: string): string[] {
  return [...text.matchAll(YEAR_PATTERN)].map((m) => m[0].trim());
}

/** The years `text` names as targets ("by 2030" → "2030"). */
export function targetYearsIn(text: string): string[] {
  return [...text.matchAll(TARGET_YEAR_PATTERN)].map((m) => m[1] ?? m[2] ?? '').filter(Boolean);
}

/** The years `text` names as baselines ("compared with 2019" → "2019"). */
export function baseYearsIn(text: string): string[] {
  return [...text.matchAll(BASE_YEAR_PATTERN)].map((m) => m[1] ?? m[2] ?? '').filter(Boolean);
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
