/**
 * Emissions given as a list under a lead-in line that states their unit and year ("Emissions in 2025,
 * in tonnes of CO₂e:" then "• Waste generated in operations (category 5): 1,422,110" and "• Total
 * Scope 3: 5,595,120"). The items print a bare number, so neither a sentence reader nor the table model
 * gives them a unit or a year. Each item becomes a statement worded like a table row ("Waste generated
 * in operations (category 5) (t CO2e) — 2025 1,422,110"). A lead-in that names no mass, or more than
 * one year, gives nothing: a value without its unit and year is not checkable.
 */
import { tableUnitOf } from '../text/tables/tableUnits';
import type { PageText } from './inventory';

export interface ListItem {
  page: number;
  /** The item worded as a table row, for the figure readers. */
  text: string;
  /** The item's line as printed, to anchor it on the page. */
  line: string;
}

/** "…, in tonnes of CO₂e:" — a line ending in a colon. */
const LEAD_IN = /:\s*$/u;
const YEARS = /\b(?:FY\s?)?((?:19|20)\d\d)\b/giu;
/** "• label: 1,422,110" (a bullet or dash optional); the label may print a category or scope number. */
const ITEM =
  /^\s*(?:[•▪·‣◦*–-]\s*)?(?<label>[^\d:•][^:]{2,90}?):\s*(?<value>\d{1,3}(?:[,.\u00a0\u202f ]\d{3})*(?:[.,]\d+)?)\s*$/u;
const UNIT_WORDS: Record<number, string> = { 1: 't', 1000: 'kt', 1000000: 'Mt' };
const GHG = /\b(?:scopes?|categor(?:y|ies)|emissions?|ghg|co2|co₂)\b/iu;

/** The unit and year a lead-in line states, when it states a mass of CO₂e and one year. */
function leadIn(line: string): { unit: string; year: number } | undefined {
  if (!LEAD_IN.test(line) || !GHG.test(line)) return undefined;
  const unit = /\bin\s+(.+?)\s*:\s*$/iu.exec(line)?.[1] ?? /\(([^)]+)\)\s*:?\s*$/u.exec(line)?.[1] ?? line;
  const mass = tableUnitOf(unit);
  const word = mass?.tonnesPer !== undefined ? UNIT_WORDS[mass.tonnesPer] : undefined;
  const years = [...new Set([...line.matchAll(YEARS)].map((m) => Number(m[1])))];
  if (!word || years.length !== 1) return undefined;
  return { unit: `${word} CO2e`, year: years[0]! };
}

/** The list items of every page whose lead-in states their unit and year (at least two items). */
export function leadInLists(pages: readonly PageText[]): ListItem[] {
  const out: ListItem[] = [];
  for (const { page, text } of pages) {
    const lines = text.split('\n');
    lines.forEach((line, i) => {
      const head = leadIn(line);
      if (!head) return;
      const items: ListItem[] = [];
      for (const next of lines.slice(i + 1)) {
        const m = ITEM.exec(next);
        if (!m) break;
        const label = m.groups!.label!.trim();
        const value = m.groups!.value!;
        items.push({ page, text: `${label} (${head.unit}) — ${head.year} ${value}`, line: next.trim() });
      }
      if (items.length >= 2) out.push(...items);
    });
  }
  return out;
}
