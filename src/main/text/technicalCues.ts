/**
 * The technical assertions a claim makes, read from its wording (seed FRD 9 §2, issue 15): each claim
 * gets the investigation types its words call for (a certificate or credit, a science-based target,
 * a method, a benchmark, a technology), found with a small lexicon, with the terms that triggered
 * each. A claim can need several (a "science-based target to reach net zero, backed by offsets" is an
 * SBTi and a certification matter); a claim with none is not a technical claim. Academic/Research
 * investigates on these cues; the orchestrator's routing and the Judge's expectations read them too
 * (technical.ts), so they live below the agents.
 */
import type { Claim } from '../../shared/domain/claim';
import type { CertificationScheme } from '../corpus/referenceSchema';
import { GHG_PROTOCOL, TARGET_VALIDATION } from './metricsLexicon';
import { readTarget } from '../facts/targets';

export type InvestigationType = 'certification' | 'sbti' | 'methodology' | 'benchmark' | 'technology';

/**
 * Types whose cues are precise enough to send the agent a claim of any type
 * (benchmark and technology words are not: "per employee", "electrification").
 */
export const PRECISE_TYPES: ReadonlySet<InvestigationType> = new Set(['certification', 'sbti', 'methodology']);

export const INVESTIGATION_ORDER: readonly InvestigationType[] = [
  'certification',
  'sbti',
  'methodology',
  'benchmark',
  'technology'
];

export interface Pick {
  type: InvestigationType;
  /** The words of the claim that called for it, as printed. */
  terms: string[];
}

export interface Selection {
  claim: Claim;
  picks: Pick[];
}

const RENEWABLE_POWER = new RegExp(
  String.raw`\b(?:(?:100|\d{2}(?:[.,]\d+)?)\s?%\s+(?:of\s+(?:our|its|the)\s+)?(?:renewable|green|` +
    String.raw`clean)\s+(?:electricity|power|energy)|renewable\s+(?:electricity|power)|` +
    String.raw`green\s+(?:electricity|power))\b`,
  'iu'
);
const CERTIFICATE = new RegExp(
  String.raw`\b(?:energy attribute certificates?|(?:renewable )?(?:energy )?certificates?|` +
    String.raw`power purchase agreements?|ppas?|green tariffs?)\b`,
  'iu'
);
const NEUTRAL = new RegExp(
  String.raw`\b(?:carbon[- ]neutral\w*|climate[- ]neutral\w*|net[- ]zero|offset\w*|carbon credits?|` +
    String.raw`(?:carbon|co2|co₂e?|emissions?|climate) compensation|compensat(?:e|es|ed|ing)\b)\b`,
  'iu'
);
const SCIENCE_TARGET = new RegExp(
  String.raw`\b(?:science[- ]based|sbti|1[.,]5\s?°?\s?c\b|1[.,]5[- ]degree\w*|well[- ]below 2|` +
    String.raw`paris[- ]aligned|paris agreement)\b`,
  'iu'
);
const METHOD = new RegExp(
  String.raw`\b(?:iso 14064(?:-[123])?|location[- ]based|market[- ]based|emission factors?|` +
    String.raw`global warming potentials?|gwps?|ar[456]\b|(?:fourth|fifth|sixth) assessment report|` +
    String.raw`scope 3 categor\w+|categor(?:y|ies) \d{1,2}\b|operational control|financial control|` +
    String.raw`equity share|spend[- ]based|activity[- ]based|life[- ]cycle assessments?|lca\b|` +
    String.raw`methodolog\w+|calculat\w+ (?:method\w*|approach)|pcaf|iso 14067|product carbon footprint|` +
    String.raw`avoided emissions)\b`,
  'iu'
);
const BENCHMARK = new RegExp(
  String.raw`\b(?:intensit\w+|per (?:tonne|ton|unit|employee|vehicle|mwh|kwh|passenger|million|eur|usd|€|` +
    String.raw`\$)|\/\s?(?:km|mwh|t\b|tonne)|g\s?co2(?:e|₂e?)?\s?\/\s?km|industry average|sector average|` +
    String.raw`benchmark\w*|best[- ]in[- ]class|peers?\b|industry[- ]leading|below (?:the )?(?:industry|` +
    String.raw`sector))\b`,
  'iu'
);
const TECHNOLOGY = new RegExp(
  String.raw`\b(?:carbon capture(?: and (?:storage|utili[sz]ation))?|ccu?s\b|ccus\b|direct air capture|` +
    String.raw`dac\b|(?:green|blue|low[- ]carbon) hydrogen|electroly[sz]\w+|heat pumps?|electri(?:fication|` +
    String.raw`fied|c arc furnaces?)|eaf\b|biofuels?|biogas|biomethane|biomass|sustainable aviation fuels?|` +
    String.raw`saf\b|hvo\b|e-?fuels?|battery (?:storage|electric)|bev\b|fuel cells?|led lighting|` +
    String.raw`waste heat recovery|recycled (?:content|materials?|plastics?|steel|aluminium)|` +
    String.raw`low[- ]carbon (?:steel|cement|concrete|aluminium)|clinker substitut\w+|calcined clay|` +
    String.raw`nature[- ]based solutions?|reforestation|afforestation|biochar|regenerative agriculture|` +
    String.raw`carbon removals?|sequestration)\b`,
  'iu'
);

/** A scheme keyword as a whole word; short upper-case ones ("GO", "CAR", "CER") only in upper case. */
function keywordPattern(k: string): RegExp {
  const esc = k.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
  const strict = k.length <= 4 && k === k.toUpperCase();
  return new RegExp(`(?<![\\p{L}\\p{N}])${esc}(?![\\p{L}\\p{N}])`, strict ? 'u' : 'iu');
}

const schemePatterns = new WeakMap<CertificationScheme, RegExp[]>();

/** The certification schemes a text names, by their keywords. */
export function schemesNamed(
  text: string,
  schemes: readonly CertificationScheme[]
): Array<{ scheme: CertificationScheme; term: string }> {
  const out: Array<{ scheme: CertificationScheme; term: string }> = [];
  for (const s of schemes) {
    let pats = schemePatterns.get(s);
    if (!pats) schemePatterns.set(s, (pats = s.keywords.map(keywordPattern)));
    for (const p of pats) {
      const m = p.exec(text);
      if (m) {
        out.push({ scheme: s, term: m[0] });
        break;
      }
    }
  }
  return out;
}

const terms = (re: RegExp, text: string): string[] =>
  [...new Set([...text.matchAll(new RegExp(re.source, 'giu'))].map((m) => m[0]))].slice(0, 4);

/** The investigation types one claim calls for, each with the terms that triggered it. */
export function picksOf(claim: Claim, schemes: readonly CertificationScheme[]): Pick[] {
  const t = claim.text;
  const picks: Pick[] = [];
  const named = schemesNamed(t, schemes).map((s) => s.term);
  const cert = [
    ...named,
    ...terms(RENEWABLE_POWER, t),
    ...(named.length || RENEWABLE_POWER.test(t) ? terms(CERTIFICATE, t) : []),
    ...terms(NEUTRAL, t)
  ];
  if (cert.length) picks.push({ type: 'certification', terms: [...new Set(cert)] });
  const target = readTarget(t, claim.figures);
  const sbti = [
    ...terms(SCIENCE_TARGET, t),
    ...terms(TARGET_VALIDATION, t),
    ...(target?.milestones.length
      ? [`${target.milestones[0]!.reductionPct}% by ${target.milestones[0]!.targetYear}`]
      : []),
    ...(target?.netZeroYear !== undefined ? [`net zero by ${target.netZeroYear}`] : [])
  ];
  if (sbti.length) picks.push({ type: 'sbti', terms: [...new Set(sbti)] });
  const method = [...terms(GHG_PROTOCOL, t), ...terms(METHOD, t)];
  if (method.length) picks.push({ type: 'methodology', terms: [...new Set(method)] });
  const bench = terms(BENCHMARK, t);
  if (bench.length && claim.figures.length) picks.push({ type: 'benchmark', terms: bench });
  const tech = terms(TECHNOLOGY, t);
  if (tech.length) picks.push({ type: 'technology', terms: tech });
  return picks;
}

/** Renewable electricity as a certificate investigation reads it. */
export const RENEWABLE = /\b(?:renewable|green|clean)\s+(?:electricity|power|energy)\b|\bre100\b/iu;
/** Credits or offsets. */
export const OFFSET = /\b(?:offset\w*|carbon credits?|credits|compensat\w+|vcus?|cers?|removals? credits?)\b/iu;
/** Neutrality stated as reached or certified (a future "transition to neutrality" is a target, not a credit claim). */
export const ACHIEVED_NEUTRAL = new RegExp(
  String.raw`\b(?:is|are|was|were|became|become|been|achieved|certified|declared|remain\w*)\b` +
    String.raw`[^.;]{0,30}\b(?:carbon|climate|co2)[- ]neutral\w*|` +
    String.raw`\b(?:carbon|climate|co2)[- ]neutral\w*\s+(?:since|certified|operations|sites?|plants?|` +
    String.raw`products?)\b`,
  'iu'
);

/**
 * Whether the claim gives a certificate investigation anything to assess: renewable electricity,
 * credits or offsets, neutrality stated as reached, or a scheme named. "Net zero" alone does not (it
 * is a target: the SBTi investigation reads it when the sentence states one).
 */
export function certificationApplies(claim: Claim, schemes: readonly CertificationScheme[]): boolean {
  return (
    RENEWABLE.test(claim.text) ||
    OFFSET.test(claim.text) ||
    ACHIEVED_NEUTRAL.test(claim.text) ||
    schemesNamed(claim.text, schemes).length > 0
  );
}
