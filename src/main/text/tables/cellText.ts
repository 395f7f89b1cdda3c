/**
 * What a table cell says once its footnote marks are gone: a number (both thousand separators,
 * negatives in brackets, "n/a" and dashes as missing), a year or fiscal year heading ("2025",
 * "2020 (base year)", "FY2024", "2023/24"), or words.
 */
import { parseNumber } from '../../facts/numbers';
import { parsePeriod } from '../../facts/dates';
import { stripMarks } from './marks';
import type { Piece } from './types';

export interface CellValue {
  raw: string;
  value: number | null;
  /** The unit printed in the cell after its number ("95,400 tCO₂e"). */
  unit?: string;
}

/** A figure and its mass unit in one cell: "95,400 tCO₂e", "2.894,8 kt CO2e", "1,234 t". */
const WITH_UNIT = /^(.*?\d)\s?((?:k|m)?t\s?(?:co[2₂](?:\s?-?\s?e(?:q)?)?)?|(?:metric\s)?tonnes?(?:\sco[2₂]e?)?)$/iu;

/** An empty mark followed by why it is empty, its bracket possibly closed on the next line. */
const EMPTY_WITH_REASON = /^(?:n\/?a|n\.a\.|n\.d\.|[-–—])\s*\([^)]*\)?$/iu;
/** A qualifier that marks a figure as an estimate, then the figure. */
const ESTIMATE = /^(?:approx(?:\.|imately)|c\.|ca\.|circa|about|around|est\.|~|≈)\s*(\d[\d.,\s]*(?:\s?%)?)$/iu;

/** The cell's text without footnote marks. */
export const cellText = (p: Piece): string => stripMarks(p.text).text;

/** The number a cell prints, null for an empty mark ("n/a", "–") or a bound, undefined when it is not a figure. */
export function cellValue(p: Piece, shares = false): CellValue | undefined {
  const raw = cellText(p);
  if (!raw || raw.length > 24) return undefined;
  // A bound ("< 0,1", "> 5", "<1%") or an empty mark with its reason ("n.a. (first year)", a wrapped
  // "n.a. (not") stands in a figure's place but states no value.
  if (/^[<>≤≥]\s*\d[\d.,]*(?:\s?%)?$/u.test(raw) || EMPTY_WITH_REASON.test(raw)) return { raw, value: null };
  // An estimate ("approx. 60", "c. 1,200", "~45"): the figure after its qualifier.
  const estimate = ESTIMATE.exec(raw);
  if (estimate) return cellValue({ ...p, text: estimate[1]! }, shares);
  // A figure with its share in brackets beside it ("8.36 (11 %)"): the figure is the cell's value.
  const shared = /^([-−]?\d[\d.,\s\u00a0\u202f\u2009]*?)\s*\(\s*\d[\d.,]*\s?%\s*\)$/u.exec(raw);
  if (shared) {
    const own = parseNumber(shared[1]!);
    if (own?.kind === 'number' && !own.percent) return { raw: shared[1]!.trim(), value: own.value };
  }
  const withUnit = WITH_UNIT.exec(raw);
  const parsed = parseNumber(raw) ?? (withUnit ? parseNumber(withUnit[1]!) : null);
  if (!parsed) return undefined;
  if (parsed.kind === 'number' && !parseNumber(raw) && withUnit && !parsed.percent) {
    // "1,000 tonnes CO₂e" is a unit with its multiple, not a figure.
    if (/^(?:1[,. ]?000(?:[,. ]?000)?|['’]?000)$/u.test(withUnit[1]!.trim())) return undefined;
    return { raw: withUnit[1]!, value: parsed.value, unit: withUnit[2]! };
  }
  if (parsed.kind === 'missing') return { raw, value: null };
  // A share printed with its sign ("80 %") is a figure in per cent where the caller reads shares.
  if (parsed.percent)
    return shares && !/^[-−+]/u.test(raw)
      ? { raw: raw.replace(/\s?%$/u, ''), value: parsed.value, unit: '%' }
      : undefined;
  return { raw, value: parsed.value };
}

/**
 * A date with its year as questionnaires and tables print a period's bounds: "December 31, 2023",
 * "31 December 2023", "31.12.2023", "2023-12-31". The year is the group that matched.
 */
export const DATE_SOURCE =
  String.raw`(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2},?\s+((?:19|20)\d\d)|` +
  String.raw`\d{1,2}\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+((?:19|20)\d\d)|` +
  String.raw`\d{1,2}[./]\d{1,2}[./]((?:19|20)\d\d)|((?:19|20)\d\d)-\d\d-\d\d)`;
/** A cell that is one date ("January 1, 2023"). */
export const DATE_CELL = new RegExp(String.raw`^${DATE_SOURCE}$`, 'iu');

const YEAR_HEAD =
  /^(?:(?:FY\s?|fiscal\s+(?:year\s+)?)?(?:19|20)\d\d(?:\s?\/\s?(?:\d{4}|\d{2}))?|FY\s?\d\d(?:\/\d\d)?)(?![\d.,])/iu;
/** What may follow a year heading: a note without figures ("(base year)", "restated", "(t CO2e)"). */
const YEAR_NOTE = /^[^\d]{0,40}$|^\(?[^\d]*\d?[^\d]*\)?$/u;

/** Part of a year, not the year: "Q1", "H2", "9M", "Q1–Q3", "first half", "March", "YTD". */
const SUB_PERIOD = new RegExp(
  String.raw`^(?:Q[1-4](?:\s?[-–]\s?Q[1-4])?|[1-4]Q|H[12]|[1-9]M|YTD|(?:first|second|third|fourth) (?:quarter|half)|` +
    String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?)$`,
  'iu'
);
/** True when a head names part of a year ("Q1", "H2"): its column holds no full-year figures. */
export const subPeriod = (text: string): boolean => SUB_PERIOD.test(stripMarks(text).text.trim());

/** A line item's number padded with zeros ("01", "05"): a tag before its label, never a figure. */
export const ITEM_NUMBER = /^0\d{1,2}$/u;

/** The year a heading names ("2023/24" → 2024, the year the period ends) and the period as printed. */
export function yearOf(text: string): { year: number; period: string } | undefined {
  // "Baseline 2018", "Base year 2019", "Prior year 2024", "Reporting year 2025": the year's column; so is the whole
  // group's ("Group 2024", "Consolidated 2024") beside the columns of one of its entities.
  // "Comparative (2023)", "N (2024)", "Base year (2018)" as the ESRS template heads them.
  const t = stripMarks(text)
    // A calendar year marked as such beside fiscal years ("CY2023 | FY2024/25") is that year.
    .text.replace(/^CY\s?(?=(?:19|20)\d\d\b)/iu, '')
    .replace(
      /^(?:baseline|base[- ]year|prior year|previous year|reporting year|current year|group|consolidated)\s*:?\s+(?=(?:FY\s?)?(?:19|20)\d\d)/iu,
      ''
    )
    .replace(
      /^(?:base[- ]year|comparative|current(?: year)?|prior(?: year)?|reporting(?: year)?|N(?:\s?-\s?1)?)\s*\((?=(?:FY\s?)?(?:19|20)\d\d\))/iu,
      ''
    )
    .replace(/^\(?((?:FY\s?)?(?:19|20)\d\d)\)$/u, '$1');
  const m = YEAR_HEAD.exec(t);
  if (!m) return undefined;
  const rest = t.slice(m[0].length).trim();
  if (rest && (!YEAR_NOTE.test(rest) || subPeriod(rest))) return undefined;
  const period = parsePeriod(m[0].replace(/\s+/gu, m[0].startsWith('FY') ? '' : ' ').replace(/ \/ ?|\/ /u, '/'));
  if (!period) return undefined;
  return { year: period.to, period: m[0] };
}
