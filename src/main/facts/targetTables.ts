/**
 * Reduction targets printed as a table: a head naming a base year and a target year ("Scope | Base year |
 * Base-year emissions (tCO2e) | Target year | Reduction vs. base year"), then one row per target ("Scope 1
 * and 2 2020 460,370 2027 58 %"). Each row becomes a sentence the target reader takes ("Target: reduce
 * Scope 1 and 2 emissions by 58 % by 2027 against the 2020 base year."), so a table of targets is checked
 * as targets stated in prose are (facts/targets.ts, agents/dataMetrics/targetChecks.ts).
 */
import type { PageText } from './inventory';
import { fiscalYearsAsEnds } from './dates';

export interface TargetRow {
  page: number;
  /** The row worded as a target sentence, for the target reader. */
  text: string;
  /** The row as printed, to anchor it on the page. */
  line: string;
}

const HEAD = /\bbase[- ]?year\b[^]*\btarget[- ]?year\b|\btarget[- ]?year\b[^]*\bbase[- ]?year\b/iu;
/** A head whose reduction column names the base year ("Ceiling (t CO₂e) | By | Cut from 2019"). */
const HEAD_BASE = /\b(?:cut|reduction|decrease)\s+(?:from|vs\.?|against|on)\s+(?:FY\s?)?((?:19|20)\d\d)\b/iu;
const YEAR = /^(?:FY)?((?:19|20)\d\d)$/u;
const PCT = /^[-−]?(\d{1,2}(?:[.,]\d+)?)\s?%$/u;
const SCOPE = /\bscopes?\s*\d/iu;

/**
 * A row: a label naming scopes, the base year (or the one its head names), perhaps figures, the target year, the
 * reduction.
 */
function rowOf(
  line: string,
  headBase?: number
): { label: string; base: number; target: number; pct: string } | undefined {
  const tokens = fiscalYearsAsEnds(line)
    .trim()
    .replace(/(\d)\s+%$/u, '$1%')
    .split(/\s+/u);
  const pct = PCT.exec(tokens.at(-1) ?? '')?.[1];
  const first = tokens.findIndex((t, k) => k > 0 && YEAR.test(t) && SCOPE.test(tokens.slice(0, k).join(' ')));
  if (!pct || first < 0) return undefined;
  const years = tokens.slice(first, -1).flatMap((t) => (YEAR.test(t) ? [Number(YEAR.exec(t)![1])] : []));
  if (years.length === 1 && headBase !== undefined) years.unshift(headBase);
  if (years.length !== 2) return undefined;
  // The label ends before the figures printed after it ("Scope 3 emissions 6,028,600 2030 25 %").
  const label = tokens.slice(0, first);
  while (label.length > 1 && /^\d{1,3}(?:[.,]\d{3})+$|^\d{4,}$/u.test(label.at(-1)!)) label.pop();
  return { label: label.join(' '), base: years[0]!, target: years[1]!, pct: pct.replace(',', '.') };
}

/** Rows follow the head within this many lines. */
const REACH = 6;

/** Every targets table's rows, worded as target sentences. */
export function targetTables(pages: readonly PageText[]): TargetRow[] {
  const out: TargetRow[] = [];
  for (const { page, text } of pages) {
    let since = Infinity;
    let headBase: number | undefined;
    for (const line of text.split('\n')) {
      since += 1;
      const named = HEAD_BASE.exec(line);
      if (HEAD.test(line) || (named && /\b(?:by|target[- ]?year|year)\b/iu.test(line))) {
        since = 0;
        headBase = named ? Number(named[1]) : undefined;
      }
      const row = since <= REACH ? rowOf(line, headBase) : undefined;
      if (!row) continue;
      since = 0;
      const { label, base, target, pct } = row;
      if (target <= base) continue;
      out.push({
        page,
        text: `Target: reduce ${label} emissions by ${pct} % by ${target} against the ${base} base year.`,
        line: line.trim()
      });
    }
  }
  return out;
}
