/**
 * A figure called the base year's without a year of its own ("Base-year emissions were 522,990 t CO₂e in
 * Scope 1 …", the year named in the sentence before) takes the base year the report's targets state, when
 * they all state the same one. Where targets name several base years, or none, the figure is left as it is.
 */
import type { GhgObservation, StatedText } from './inventory';
import { readTargets } from './targets';

/** "base-year emissions", "in the base year", "baseline emissions": earlier in the figure's sentence … */
const CALLED_BASE = /\b(?:base[- ]?year|baseline)\b(?![^.;]*\b(?:19|20)\d\d\b)[^.;]*$/iu;
/** … unless the base year is what the figure is compared with ("12 % below the base year"). */
const COMPARED =
  /\b(?:against|compared (?:to|with)|relative to|since|from|versus|vs\.?|over|below|above|than)\s+(?:the\s+|our\s+|its\s+)?(?:base[- ]?year|baseline)\b/iu;

const calledBase = (o: GhgObservation): boolean => {
  const before = o.text.slice(0, o.start);
  return CALLED_BASE.test(before) && !COMPARED.test(before.split(/[.;]\s/u).pop() ?? '');
};

/**
 * "All targets are measured from the 2018 base year", "Both targets use 2019 as their base year": a base year a
 * text about targets (or goals) names without a cut.
 */
const TARGETS_BASE = new RegExp(
  String.raw`\b(?:targets?|goals?)\b[^.;]*?\b(?:from|against|relative to|compared (?:to|with)|base[- ]?year(?: is| of)?)` +
    String.raw`\s+(?:the\s+|our\s+)?((?:19|20)\d\d)\b|` +
    // "Both targets use 2019 as their base year", "Our goals … use 2018 as their baseline".
    String.raw`\b(?:targets?|goals?)\b[^.;]*?\buses?\s+((?:19|20)\d\d)\s+as\s+(?:the|their|its|our)\s+base[- ]?(?:year|line)\b`,
  'iu'
);

/** The one base year the report's targets state (with a cut, or in a text about targets), if they agree. */
export function targetsBaseYear(stated: readonly StatedText[]): number | undefined {
  const years = new Set(
    stated.flatMap((s) => {
      const read = readTargets(s.text, s.figures).flatMap((t) => (t.baseYear ? [t.baseYear] : []));
      const named = TARGETS_BASE.exec(s.text);
      return read.length ? read : named ? [Number(named[1] ?? named[2])] : [];
    })
  );
  return years.size === 1 ? [...years][0] : undefined;
}

export function withBaseYear(inventory: readonly GhgObservation[], stated: readonly StatedText[]): GhgObservation[] {
  if (!inventory.some((o) => o.year === undefined && calledBase(o))) return [...inventory];
  const base = targetsBaseYear(stated);
  if (base === undefined) return [...inventory];
  return inventory.map((o) => (o.year === undefined && calledBase(o) ? { ...o, year: base, period: String(base) } : o));
}
