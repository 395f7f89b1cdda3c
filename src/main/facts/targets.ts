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
    String.raw`intend\w*|objective\w*|seek\w*|strive\w*)\b`,
  'iu'
);
const EMISSIONS = /\b(?:emission\w*|ghg|greenhouse|co2e?|co₂e?|carbon|scopes?)\b/iu;
const CUT = /\b(?:reduc\w*|cut\w*|lower\w*|decreas\w*|abat\w*|halv\w*|fall\w*)\b/iu;
const BY_YEAR =
  /^\s*(?:[\w-]+\s+){0,8}?(?:by|until|in|before)\s+(?:the end of\s+)?(?:fy\s?|fiscal\s+(?:year\s+)?)?(20[2-9]\d)\b/iu;
const BASE = new RegExp(
  String.raw`\b(?:against|from|versus|vs\.?|compared (?:to|with)|relative to|over|below)` +
    String.raw`\s+(?:(?:the|a|an|our|its)\s+)?(?:fy\s?)?((?:19|20)\d\d)\b|` +
    String.raw`\b((?:19|20)\d\d)\s+(?:base[- ]?(?:year|line)|baseline|levels?)\b|` +
    String.raw`\bbase[- ]?(?:year|line)\s+(?:of\s+)?((?:19|20)\d\d)\b`,
  'iu'
);
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

/** The target a text states, or null when it states none. */
export function readTarget(text: string, figures: readonly ClaimFigure[]): EmissionsTarget | null {
  if (!FUTURE.test(text) || !EMISSIONS.test(text)) return null;
  const milestones: TargetMilestone[] = [];
  let scopes: readonly number[] = [];
  for (const f of figures) {
    if (f.unit !== '%' || f.valueTo !== undefined || f.value <= 0 || f.value > 100) continue;
    const m = BY_YEAR.exec(text.slice(f.end, f.end + 60));
    if (!m) continue;
    const around = text.slice(Math.max(0, f.start - 80), f.end + 40);
    if (!CUT.test(around)) continue;
    milestones.push({ reductionPct: f.value, targetYear: Number(m[1]), start: f.start, end: f.end });
    if (f.scopes.length > scopes.length) scopes = f.scopes;
  }
  const nz = NET_ZERO_THEN_YEAR.exec(text) ?? YEAR_THEN_NET_ZERO.exec(text);
  const netZeroYear = nz ? Number(nz[1]) : undefined;
  if (!milestones.length && netZeroYear === undefined) return null;
  const b = BASE.exec(text);
  const baseYear = b ? Number(b[1] ?? b[2] ?? b[3]) : undefined;
  const scope = SCOPE_KIND[[...scopes].sort().join(',')];
  const basis = basisOf(text);
  return {
    kind: INTENSITY.test(text) ? 'intensity' : 'absolute',
    milestones,
    ...(scope ? { scope } : {}),
    ...(basis ? { basis } : {}),
    ...(baseYear !== undefined && milestones.every((m) => m.targetYear > baseYear) ? { baseYear } : {}),
    ...(netZeroYear !== undefined ? { netZeroYear } : {})
  };
}
