/**
 * Emissions-reduction targets a sentence states (seed FRD 7): each reduction percentage paired with
 * the target year that follows it ("30% by 2025 and 45% by 2030" gives two milestones), the base
 * year ("against our 2019 base year", "from a 2019 baseline"), the scopes it covers, absolute or
 * intensity ("per tonne of product", "intensity"), and net-zero years. Only sentences that speak of
 * the future (a target, an aim, a commitment, "will") and of emissions are read; figures come from
 * the sentence's parsed figures (facts/figures), never from a model.
 */
import type { ClaimFigure } from '../../shared/domain/claim';
import type { GhgKind } from './ghg';
import { fiscalYearsAsEnds } from './dates';

export interface TargetMilestone {
  /** Reduction in percent (positive: a cut). */
  reductionPct: number;
  targetYear: number;
  /** Span of the percentage in the text. */
  start: number;
  end: number;
}

export interface EmissionsTarget {
  kind: 'absolute' | 'intensity';
  /** The inventory series the target covers, when the text names its scopes. */
  scope?: GhgKind;
  basis?: 'location' | 'market';
  baseYear?: number;
  milestones: TargetMilestone[];
  /** The year of a net-zero or carbon-neutral commitment in the same text. */
  netZeroYear?: number;
}

const FUTURE = new RegExp(
  String.raw`\b(?:target\w*|aim\w*|goal\w*|commit\w*|pledge\w*|ambition\w*|plan(?:s|ned)? to|will|` +
    String.raw`intend\w*|objective\w*|seek\w*|strive\w*)\b|` +
    // "the Scope 3 reduction of 55 % by 2030": a cut to reach by a year is a target, however it is introduced.
    String.raw`\b(?:reduction|cut) of \d[\d.,]*\s?% by (?:fy\s?)?20\d\d\b|` +
    // A goal worded as an order ("Reduce absolute Scope 1 and 2 GHG emissions 54% by 2027").
    String.raw`\b(?:reduce|lower|halve|decrease|cut)\s[^.;]{0,80}?\d[\d.,]*\s?%\s(?:by|until|before)\s(?:fy\s?)?20\d\d\b`,
  'iu'
);
const EMISSIONS = /\b(?:emission\w*|ghg|greenhouse|co2e?|co₂e?|carbon|scopes?)\b/iu;
const CUT = /\b(?:reduc\w*|cut\w*|lower\w*|decreas\w*|abat\w*|halv\w*|fall\w*)\b/iu;
const BY_YEAR =
  /^\s*(?:[\w-]+\s+){0,8}?(?:by|until|in|before)\s+(?:the end of\s+)?(?:fy\s?|fiscal\s+(?:year\s+)?)?(20[2-9]\d)\b/iu;
const BASE = new RegExp(
  String.raw`\b(?:against|from|versus|vs\.?|compared (?:to|with)|relative to|over|below)` +
    String.raw`\s+(?:(?:the|a|an|our|its)\s+)?(?:fy\s?|fiscal\s+(?:year\s+)?)?((?:19|20)\d\d)\b|` +
    String.raw`\b((?:19|20)\d\d)\s+(?:base[- ]?(?:year|line)|baseline|levels?)\b|` +
    String.raw`\bbase[- ]?(?:year|line)(?:\s+year)?\s+(?:of\s+)?(?:fy\s?|fiscal\s+(?:year\s+)?)?((?:19|20)\d\d)\b|` +
    // "from 149,820 t CO₂e in 2019 to …": the level the cut starts from, and its year.
    String.raw`\bfrom\s+\d[\d.,]*\s*(?:[km]?t|tonnes?|tons?|metric tons?)?\s*(?:of\s+)?(?:co2e?|co₂e?)?\s+in\s+` +
    String.raw`(?:fy\s?)?((?:19|20)\d\d)\b|` +
    // "by 46 % between 2019 and 2030": the first year is the base.
    String.raw`\bbetween\s+(?:fy\s?)?((?:19|20)\d\d)\s+and\s+(?:fy\s?)?20[2-9]\d\b`,
  'iu'
);
/** "by 46 % between 2019 and 2030": the second year is the target year. */
const BETWEEN_YEARS = /^\s*(?:[\w-]+\s+){0,4}?between\s+(?:fy\s?)?(?:19|20)\d\d\s+and\s+(?:fy\s?)?(20[2-9]\d)\b/iu;
/** "net zero by 2040" (read first), else "by 2040 … net zero" close together. */
const NET_ZERO_THEN_YEAR =
  /\b(?:net[- ]zero|carbon[- ]neutral\w*|climate[- ]neutral\w*)\b[^.;]{0,80}?\b(?:by|in|before)\s+(20[2-9]\d)\b/iu;
const YEAR_THEN_NET_ZERO =
  /\bby\s+(20[2-9]\d)\b[^.;,]{0,20}?\b(?:net[- ]zero|carbon[- ]neutral\w*|climate[- ]neutral\w*)/iu;
const INTENSITY =
  /\b(?:intensit\w+|per (?:tonne|ton|unit|employee|vehicle|million|eur|usd|product|m2|square)|\/\s?(?:t|unit|km))\b/iu;
const SCOPE_KIND: Record<string, GhgKind> = {
  '1': 'scope1',
  '2': 'scope2',
  '3': 'scope3',
  '1,2': 'scope1_2',
  '1,2,3': 'scope1_2_3'
};

function basisOf(text: string): EmissionsTarget['basis'] {
  if (/market[- ]based/iu.test(text)) return 'market';
  if (/location[- ]based/iu.test(text)) return 'location';
  return undefined;
}

/** A reduction percentage with its target year and the scopes the text attaches to it. */
interface Reading {
  milestone: TargetMilestone;
  scopes: readonly number[];
}

/**
 * The reductions of a text, each with its target year: the year after it ("30% by 2025"), else the
 * year of the next reduction when only a scope stands between ("Scope 1 and 2 by 90 % and Scope 3 by
 * 30 % by 2030": both by 2030). A reduction needs a cut verb near it, or continues a list of them
 * ("…, and Scope 3 emissions by 30% by 2030": the words between end with "by").
 */
function readings(text: string, figures: readonly ClaimFigure[]): Reading[] {
  const out: Reading[] = [];
  const waiting: Array<{ f: ClaimFigure }> = [];
  let previousEnd = -1;
  for (const f of figures) {
    // A cut is written as a reduction ("by 25 %") or signed ("−25 % by 2027"); a rise is no target cut.
    if (f.unit !== '%' || f.valueTo !== undefined || f.value === 0 || Math.abs(f.value) > 100) continue;
    const around = text.slice(Math.max(0, f.start - 80), f.end + 40);
    const gap = text
      .slice(previousEnd, f.start)
      .replace(LIST_SCOPE, '')
      .replace(/\b(?:19|20)\d\d\b/gu, '');
    const listed = previousEnd >= 0 && /^[^.;%\d]{0,80}\bby\s*$/u.test(gap);
    if (!CUT.test(around) && !listed && f.value > 0) continue;
    const dated =
      BY_YEAR.exec(text.slice(f.end, f.end + 60)) ??
      BETWEEN_YEARS.exec(text.slice(f.end, f.end + 60)) ??
      YEAR_THEN_CUT.exec(text.slice(Math.max(0, f.start - 40), f.start));
    // A year named before the cut ("our 2025 target of a 30% reduction") is this cut's alone: a cut read before
    // it ("with a 37.4% reduction … we exceeded our 2025 target") is an achievement, not a milestone.
    const named = dated ? null : NAMED_YEAR.exec(text.slice(Math.max(0, f.start - 80), f.start));
    const m = dated ?? named;
    if (!m) {
      waiting.push({ f });
      previousEnd = f.end;
      continue;
    }
    const targetYear = Number(m[1]);
    for (const w of waiting.splice(0)) if (!named) out.push(reading(w.f, targetYear));
    out.push(reading(f, targetYear));
    previousEnd = f.end;
  }
  return out.sort((a, b) => a.milestone.start - b.milestone.start);
}

/** "our 2030 goal is to reduce Scope 3 emissions by 46 %": the target year named before the cut, the last one. */
const NAMED_YEAR = /\b(20[2-9]\d)\s+(?:goal|target|ambition|commitment)s?\b(?![^]*\b20\d\d\b)[^.;%]*$/iu;

/** The target year just before the reduction: "… to 112,370 t by 2027, a 25 % cut". */
const YEAR_THEN_CUT = /\bby\s+(?:fy\s?)?(20[2-9]\d),?\s+(?:a|an|i\.e\.|or)?\s*$/iu;

/** A scope named between two listed reductions ("… and Scope 3 emissions by"): it does not break the list. */
const LIST_SCOPE = /\bscopes?\s?[123](?:\s?(?:,|and|&|\+)\s?[123])*/giu;

const reading = (f: ClaimFigure, targetYear: number): Reading => ({
  milestone: { reductionPct: Math.abs(f.value), targetYear, start: f.start, end: f.end },
  scopes: f.scopes
});

function targetOf(text: string, milestones: TargetMilestone[], scopes: readonly number[]): EmissionsTarget | null {
  const nz = NET_ZERO_THEN_YEAR.exec(text) ?? YEAR_THEN_NET_ZERO.exec(text);
  const netZeroYear = nz ? Number(nz[1]) : undefined;
  if (!milestones.length && netZeroYear === undefined) return null;
  const b = BASE.exec(text);
  const baseYear = b ? Number(b[1] ?? b[2] ?? b[3] ?? b[4] ?? b[5]) : undefined;
  const scope = SCOPE_KIND[[...scopes].sort().join(',')];
  // A basis qualifies Scope 2 only: "Scope 1 and 2 (market-based) −25 %; Scope 3 −25 %" gives Scope 3 none.
  const basis = scope === 'scope3' || scope === 'scope1' ? undefined : basisOf(text);
  return {
    kind: INTENSITY.test(text) ? 'intensity' : 'absolute',
    milestones,
    ...(scope ? { scope } : {}),
    ...(basis ? { basis } : {}),
    ...(baseYear !== undefined && milestones.every((m) => m.targetYear > baseYear) ? { baseYear } : {}),
    ...(netZeroYear !== undefined ? { netZeroYear } : {})
  };
}

/** The target a text states, or null when it states none (every reduction under the widest scopes named). */
export function readTarget(printed: string, figures: readonly ClaimFigure[]): EmissionsTarget | null {
  const text = fiscalYearsAsEnds(printed);
  if (!FUTURE.test(text) || !EMISSIONS.test(text)) return null;
  const found = readings(text, figures);
  const scopes = found.reduce<readonly number[]>((w, r) => (r.scopes.length > w.length ? r.scopes : w), []);
  return targetOf(
    text,
    found.map((r) => r.milestone),
    scopes
  );
}

/**
 * The targets a text states, one per scope it names: each reduction belongs to the scope printed
 * with it ("reduce Scope 1 and 2 emissions by 90 % and Scope 3 by 30 %": 90 % to Scopes 1+2, 30 % to
 * Scope 3), or to the scope of the reduction before it when it names none ("by 30% by 2025 and by 50%
 * by 2030"). A net-zero year goes with the first.
 */
export function readTargets(printed: string, figures: readonly ClaimFigure[]): EmissionsTarget[] {
  const text = fiscalYearsAsEnds(printed);
  if (!FUTURE.test(text) || !EMISSIONS.test(text)) return [];
  const groups: Array<{ scopes: readonly number[]; milestones: TargetMilestone[] }> = [];
  for (const r of readings(text, figures)) {
    const scopes = r.scopes.length ? r.scopes : (groups.at(-1)?.scopes ?? []);
    const key = [...scopes].sort().join(',');
    const group = groups.find((g) => [...g.scopes].sort().join(',') === key);
    if (group) group.milestones.push(r.milestone);
    else groups.push({ scopes, milestones: [r.milestone] });
  }
  if (!groups.length) {
    const netZero = targetOf(text, [], []);
    return netZero ? [netZero] : [];
  }
  return groups.flatMap((g) => targetOf(text, g.milestones, g.scopes) ?? []);
}
