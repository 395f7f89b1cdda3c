/**
 * Cues a claim's sentence shape gives that its words alone do not. A claim that reports where a
 * target stands ("on track", "78 % (2025 target: 80 %)", "against a 2025 goal of 50 %") discloses
 * performance against the target, not the target itself; a claim that reports a sector's own
 * activity measure ("litres per 100 passenger-km", "kWh per m²", "clinker ratio") or says it reports
 * its industry's metrics discloses an industry-based metric, which the registry's words (SASB,
 * "industry-based") never reach. The mapping (`mapping.ts`) gives each cued
 * paragraph a bonus and makes it a candidate. Paragraphs are found by their registry titles, never
 * by id lists. Pure; written for the project, not from the standards' text.
 */
import type { Profiles } from './profiles';

export interface Cue {
  /** What the cue is, for the mapping's documentation and tests. */
  name: string;
  /** Whether the claim's text carries the cue. */
  test(text: string): boolean;
  /** The registry paragraphs the cue points to. */
  paragraphs(profiles: Profiles): string[];
}

/** The paragraphs whose registry title matches. */
const titled =
  (re: RegExp) =>
  (profiles: Profiles): string[] =>
    profiles.all.filter((p) => re.test(p.entry.title)).map((p) => p.id);

const TARGET = String.raw`(?:targets?|goals?|ambitions?|trajector(?:y|ies))`;

/**
 * Where a target stands: on or off track, ahead or behind, measured against it, reached or missed,
 * the actual figure set beside the target value, or the trend since a base year with its latest turn
 * ("22 % below 2020 but slightly up on last year"). How progress is tracked or reviewed
 * ("progress against the goal is reviewed by the board") is monitoring, not performance, and
 * progress on a plan or commitments is the transition plan's: neither is a cue.
 */
const PROGRESS = new RegExp(
  [
    String.raw`\b(?:on|off) (?:track|course)\b`,
    String.raw`(?:\b(?:is|are|was|were|remains?|still|slightly|well|running)|,) (?:ahead of|behind)` +
      String.raw` (?:the |our |its )?(?:[\w-]+ ){0,2}(?:${TARGET}|path|plan)\b|\bbehind where\b`,
    String.raw`\b(?:since|below|above|from|against|compared (?:with|to))` +
      String.raw` (?:the |our |its )?(?:(?:19|20)\d\d|base ?(?:year|line))\b[^.;]{0,40}\b` +
      String.raw`(?:but|although|though|while|yet)\b[^.;]{0,40}\b` +
      String.raw`(?:rose|fell|grew|dropped|up|down|increased|decreased|higher|lower)\b`,
    String.raw`(?<!progress )\b(?:against|versus|vs\.?)` +
      String.raw` (?:an? |the |our |its |this )?(?:(?:19|20)\d\d |\d+ ?% )?${TARGET}`,
    String.raw`\d\s?%[^.;]{0,40}\(\s*(?:(?:19|20)\d\d )?${TARGET}\s*:?\s*\d`,
    String.raw`\b(?:reached|achieved|met|missed|exceeded) (?:our |the |its )?(?:(?:19|20)\d\d )?${TARGET}`
  ].join('|'),
  'iu'
);

export const PROGRESS_CUE: Cue = {
  name: 'progress against a target',
  test: (text) => PROGRESS.test(text),
  /** "Performance against (climate) targets": S2.35 and its S1 twin. */
  paragraphs: titled(/^Performance against\b/iu)
};

/** The claim says it reports its industry's own metrics. */
const INDUSTRY_NAMED = new RegExp(
  String.raw`\bsasb\b|(?<!cross[- ])\b(?:industry|sector)[- ](?:based|specific)\b|` +
    String.raw`(?<!cross[- ])\b(?:industry|sector) (?:metrics?|indicators?|kpis?)\b|` +
    String.raw`\b(?:metrics?|indicators?) (?:\w+ )?(?:for|of|to) (?:our|the|its) (?:industry|sector)\b`,
  'iu'
);

/**
 * Industry guidance used for something else: to identify risks (its disclosure topics) or to choose
 * or express a target's metric. Neither reports an industry-based metric.
 */
const OTHER_USE = /\bidentif\w+|\b(?:targets?|goals?)\b/iu;

/**
 * Activity metrics that belong to one industry: the units and measures a sector reports its
 * activity in (transport per passenger- or tonne-kilometre, buildings per floor area, materials per
 * tonne of clinker or product, mining per tonne of ore, energy per barrel or MWh generated, insurance
 * premiums, retail refrigerants, data centres' PUE, hotels per room-night, farming per hectare).
 */
const SECTOR_MEASURE = new RegExp(
  [
    String.raw`\b(?:passenger|seat|tonne|ton)[- ]?(?:kilomet(?:re|er)s?|km|miles?)\b|\brpks?\b|\beeoi\b`,
    String.raw`\bfloor (?:area|space)\b|\bper (?:m²|m2|sq\.? ?m|square met(?:re|er))\b|\blike[- ]for[- ]like\b`,
    String.raw`\bclinker\b|\bcementitious\b|\bcrude steel\b|` +
      String.raw`\bper tonne of (?:cement|steel|clinker|product|output|ore|copper|aluminium|paper)\b|` +
      String.raw`\balternative fuel (?:rate|share|use)\b`,
    String.raw`\bper (?:barrel|boe)\b|\bflar(?:ing|ed)\b|\b(?:mwh|gwh|twh) (?:generated|produced)\b|` +
      String.raw`\bgeneration from\b|\bat our (?:mines?|refiner(?:y|ies)|plants?)\b`,
    String.raw`\b(?:gross )?written premiums?\b|\bpremiums written\b`,
    String.raw`\brefrigerants?\b|\bpower usage effectiveness\b|\bpue\b|` +
      String.raw`\bper (?:room|guest)[- ]?nights?\b|\bper hectare\b|` +
      String.raw`\bper litre of (?:milk|beverage|product)\b`
  ].join('|'),
  'iu'
);

/** A figure: a number with a unit or a percentage. */
const FIGURE = /(?<![\d.,])(?!(?:19|20)\d\d\b)\d[\d.,]*\s?(?:%|per ?cent|[a-zµ²/]+\b)/iu;

export const INDUSTRY_CUE: Cue = {
  name: 'an industry-based metric',
  test: (text) =>
    !OTHER_USE.test(text) && (INDUSTRY_NAMED.test(text) || (SECTOR_MEASURE.test(text) && FIGURE.test(text))),
  /** "Industry-based metrics": S2.32, its S1 twin S1.48 and the S2.28(b) metric category. */
  paragraphs: titled(/^Industry-based metrics\b/iu)
};

const TARGET_NOUN = String.raw`(?:targets?|goals?|ambitions?)`;
const REVISED = String.raw`(?:restated|rebased|recalculated|revised|raised|lowered|tightened|reset|adjusted|updated)`;
const REVISION = new RegExp(
  String.raw`\b${TARGET_NOUN}\b[^.;]{0,60}\b${REVISED}\b|\b${REVISED}\b[^.;]{0,60}\b${TARGET_NOUN}\b`,
  'iu'
);
const COVERAGE = new RegExp(
  String.raw`\b(?:targets?|goals?)\b[^.;]{0,40}\b(?:appl(?:y|ies) (?:only )?to|covers?|` +
    String.raw`valid (?:only )?for|limited to|exclud\w+|does not (?:cover|include)|` +
    String.raw`not (?:yet )?(?:included|inside|covered))\b[^.;]{0,50}\b` +
    String.raw`(?:divisions?|business(?:es)?|operations|sites?|plants?|subsidiar(?:y|ies)|segments?|` +
    String.raw`regions?|countries|units?|facilities|entities|joint ventures?|whole (?:group|company|` +
    String.raw`entity))\b`,
  'iu'
);

/**
 * A target changed after it was set: restated, rebased, recalculated, raised or
 * lowered (a restated base year alone is the base period's or the method's).
 */
export const REVISION_CUE: Cue = {
  name: 'a revision of a target',
  test: (text) => REVISION.test(text),
  paragraphs: titled(/^Revisions? to (?:the )?targets?\b/iu)
};

/**
 * What part of the entity a target covers: it applies only to, covers, is valid for or
 * excludes a division, sites, operations or a region (not gases, scopes or a period).
 */
export const COVERAGE_CUE: Cue = {
  name: 'the part of the entity a target covers',
  test: (text) => COVERAGE.test(text),
  paragraphs: titled(/^Part of the entity covered\b/iu)
};

/** The metrics an IFRS or ISSB standard requires, as such ("the metrics required by the applicable ISSB standard"). */
export const STANDARD_METRICS_CUE: Cue = {
  name: 'the metrics an applicable standard requires',
  test: (text) =>
    /\bmetrics?\b[^.;]{0,30}\b(?:required by|that|which) (?:the |an |each )?(?:applicable )?(?:issb|ifrs)\b/iu.test(
      text
    ),
  paragraphs: titled(/^Metrics required by an applicable standard\b/iu)
};

/** The cues the mapping applies, with the weight each gets in `MAPPING`. */
export const CUES = [
  { cue: PROGRESS_CUE, weight: 'progress' },
  { cue: INDUSTRY_CUE, weight: 'industry' },
  { cue: REVISION_CUE, weight: 'revision' },
  { cue: COVERAGE_CUE, weight: 'coverage' },
  { cue: STANDARD_METRICS_CUE, weight: 'standardMetrics' }
] as const;
