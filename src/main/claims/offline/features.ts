/**
 * Sentence facts and features. `analyseSentence` finds what a sentence says that can be checked
 * (figures, units, years, targets, places, certifications, governance bodies) and how it says it
 * (actor, verbs of achievement or commitment, hedges, spoken register, topic words).
 * `envFeatures` turns those facts into the named numbers the environmental-claim model weighs.
 * No decisions here: detect.ts owns thresholds, type, priority and reasoning.
 */
import { baseYearsIn, targetYearsIn, yearsIn } from '../../facts/dates';
import { quantitiesIn } from '../../facts/quantities';
import { normalizeText } from '../../ingest/normalize';
import { capitalisedShare } from '../../text/fragments';
import * as L from '../../text/lexicon';

export interface SentenceFacts {
  text: string;
  words: number;
  /** Environmental terms found, per group (lowercase, distinct). */
  topics: Record<L.EnvGroup, string[]>;
  firstPerson: number;
  firstPersonStart: boolean;
  praise: number;
  offering: number;
  orgSubject: boolean;
  achievements: string[];
  commitments: string[];
  reduceEnv: boolean;
  /** An environmental term owned by the entity ("our emissions", "its carbon footprint"). */
  ownedEnv: boolean;
  reduceAny: boolean;
  promoteEnv: boolean;
  hedges: number;
  vague: number;
  speech: boolean;
  spoken: number;
  reporting: boolean;
  reference: boolean;
  disclaimer: boolean;
  method: boolean;
  termDefinition: boolean;
  conditional: boolean;
  thirdParty: boolean;
  finance: number;
  risk: number;
  regulation: number;
  definition: boolean;
  context: boolean;
  question: boolean;
  governance: string[];
  governanceCore: string[];
  legalCompliance: string | null;
  forward: string | null;
  placeNames: string[];
  placeTerms: string[];
  percents: string[];
  measures: string[];
  currencies: string[];
  multipliers: string[];
  numbers: number;
  years: string[];
  targetYears: string[];
  baseYears: string[];
  certification: string | null;
  scopes: string | null;
  capitalisedShare: number;
  endsWithStop: boolean;
}

const GROUPS = Object.keys(L.ENV_GROUPS) as L.EnvGroup[];
const ENV = Object.fromEntries(GROUPS.map((g) => [g, L.termPattern(L.ENV_GROUPS[g])])) as Record<L.EnvGroup, RegExp>;
const P = {
  spoken: L.termPattern(L.SPOKEN_TERMS),
  praise: L.termPattern(L.PRAISE_TERMS),
  offering: L.termPattern(L.OFFERING_TERMS),
  firstPerson: L.termPattern(L.FIRST_PERSON_TERMS),
  achievement: L.termPattern(L.ACHIEVEMENT_VERBS),
  commitment: L.termPattern(L.COMMITMENT_TERMS),
  reduce: L.termPattern(L.REDUCE_VERBS),
  promote: L.termPattern(L.PROMOTE_VERBS),
  hedge: L.termPattern(L.HEDGE_TERMS),
  vague: L.termPattern(L.VAGUE_TERMS),
  finance: L.termPattern(L.FINANCE_TERMS),
  risk: L.termPattern(L.RISK_TERMS),
  regulation: L.termPattern(L.REGULATION_TERMS),
  governance: L.termPattern(L.GOVERNANCE_TERMS),
  governanceCore: L.termPattern(L.GOVERNANCE_CORE),
  placeTerms: L.termPattern(L.PLACE_TERMS),
  placeNames: L.termPattern(L.PLACE_NAMES)
};
/** "LED" only in capitals: lowercase "led" is a verb. */
const LED = /\bLEDs?\b/u;
/** A capitalised place after a preposition ("in Surabaya", "at our Leipzig plant"). */
const NAMED_PLACE = new RegExp(
  String.raw`\b(?:in|at|near|across|around|throughout)` +
    String.raw` (?:the |our |its )?((?!(?:January|February|March|April|May|June|July|August|September|` +
    String.raw`October|November|December|Scope|Group|Company|Board|Committee|Report|Section|Chapter|Annex|` +
    String.raw`Appendix|Table|Figure|Article|Part|Note|Q[1-4]|FY|The|This|Our|We|Its|` +
    String.raw`Line)\b)\p{Lu}\p{Ll}{2,}(?:[ -]\p{Lu}\p{Ll}+){0,2})(?=[\s,.;)]|$)`,
  'u'
);
const SCOPES =
  /\bscopes? ?[123](?: ?(?:,|and|&|\+|-|to|\/) ?(?:scope )?[123])*(?:\s+(?:ghg |co2e? |greenhouse gas )?emissions)?/iu;
const WORD_TOKEN = /[\p{L}\p{N}][\p{L}\p{N}'.,%/&+-]*/gu;
const ENV_WINDOW = 60;

function distinct(re: RegExp, text: string): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(re)) found.add(m[0].toLowerCase().replace(/[\s-]+/g, ' '));
  return [...found];
}

function count(re: RegExp, text: string): number {
  let n = 0;
  for (const _ of text.matchAll(re)) n++;
  return n;
}

/** True when a match of `verbs` lies within a short window of an environmental term. */
function near(verbs: RegExp, envSpans: Array<[number, number]>, text: string): boolean {
  for (const m of text.matchAll(verbs)) {
    const at = m.index ?? 0;
    if (envSpans.some(([s, e]) => Math.abs(s - at) <= ENV_WINDOW || Math.abs(e - at) <= ENV_WINDOW)) return true;
  }
  return false;
}

const OWNER = /\b(?:our|its|their|the (?:group|company)'s|[\p{Lu}][\p{L}]+'s)\s+(?:[\p{L}-]+\s+){0,3}$/u;

function owned(envSpans: Array<[number, number]>, text: string): boolean {
  return envSpans.some(([s]) => OWNER.test(text.slice(Math.max(0, s - 50), s)));
}

function spans(re: RegExp, text: string): Array<[number, number]> {
  return [...text.matchAll(re)].map((m) => [m.index ?? 0, (m.index ?? 0) + m[0].length] as [number, number]);
}

export function analyseSentence(raw: string): SentenceFacts {
  const text = normalizeText(raw).replace(/\n/g, ' ');
  // "environment" in a business sense is not an environmental word; words broken by a line-end
  // hyphen in the source ("renew- able") are matched joined as well.
  const envText = text.replace(L.NON_ENV_ENVIRONMENT, (m) => ' '.repeat(m.length));
  const joined = envText.replace(/(\p{Ll}{2,})- (\p{Ll}{2,})/gu, '$1$2');
  const topics = Object.fromEntries(
    GROUPS.map((g) => [
      g,
      [...new Set([...distinct(ENV[g], envText), ...(joined === envText ? [] : distinct(ENV[g], joined))])]
    ])
  ) as Record<L.EnvGroup, string[]>;
  if (LED.test(text)) topics.renewables.push('LED');
  const envSpans = L.SPECIFIC_ENV_GROUPS.flatMap((g) => spans(ENV[g], envText));
  const words = (text.match(WORD_TOKEN) ?? []).length;
  // A capitalised name after "in"/"at" is a place only next to a site word or a known place
  // ("our plant in Leipzig", "in Surabaya, Indonesia"); "at Siemens" is not.
  const placeNames = distinct(P.placeNames, text);
  const placeTerms = distinct(P.placeTerms, text);
  const namedPlace = NAMED_PLACE.exec(text)?.[1];
  if (namedPlace && (placeTerms.length > 0 || placeNames.length > 0) && !placeNames.includes(namedPlace.toLowerCase()))
    placeNames.push(namedPlace);
  return {
    text,
    words,
    topics,
    firstPerson: count(P.firstPerson, text),
    firstPersonStart: L.FIRST_PERSON_START.test(text),
    praise: count(P.praise, text),
    offering: count(P.offering, text),
    orgSubject: L.ORG_SUBJECT.test(text),
    achievements: distinct(P.achievement, text),
    commitments: distinct(P.commitment, text),
    reduceEnv: near(P.reduce, envSpans, envText),
    reduceAny: count(P.reduce, text) > 0,
    ownedEnv: owned(envSpans, envText),
    promoteEnv: near(P.promote, envSpans, envText),
    hedges: count(P.hedge, text),
    vague: count(P.vague, text),
    speech: L.SPEECH_PATTERN.test(text),
    spoken: count(P.spoken, text),
    reporting: L.REPORTING_PATTERN.test(text),
    reference: L.REFERENCE_PATTERN.test(text),
    disclaimer: L.DISCLAIMER_PATTERN.test(text),
    method: L.METHOD_PATTERN.test(text),
    termDefinition: L.TERM_DEFINITION_PATTERN.test(text),
    conditional: /^(?:if|should|unless|whether|were)\b/iu.test(text),
    thirdParty: L.THIRD_PARTY_START.test(text),
    finance: count(P.finance, text),
    risk: count(P.risk, text),
    regulation: count(P.regulation, text),
    definition: L.DEFINITION_PATTERN.test(text),
    context: L.CONTEXT_PATTERN.test(text),
    question:
      /\?[^\p{L}\p{N}]*$/u.test(text) ||
      /^(?:what|how|why|when|where|which|who|does|do|is|are|can|should)\b[^.]*\?/iu.test(text),
    governance: distinct(P.governance, text),
    governanceCore: distinct(P.governanceCore, text),
    legalCompliance: L.LEGAL_COMPLIANCE_PATTERN.exec(text)?.[0] ?? null,
    forward: L.FORWARD_PATTERN.exec(text)?.[0] ?? null,
    placeNames,
    placeTerms,
    ...quantitiesIn(text),
    years: yearsIn(text),
    targetYears: targetYearsIn(text),
    baseYears: baseYearsIn(text),
    certification: L.CERTIFICATION_PATTERN.exec(text)?.[0] ?? null,
    scopes: SCOPES.exec(text)?.[0] ?? null,
    capitalisedShare: capitalisedShare(text),
    endsWithStop: /[.!?]["')\]]?$/.test(text)
  };
}

/** Environmental terms of the specific groups (not framing or sustainability words), distinct. */
export function envTerms(f: SentenceFacts): string[] {
  return [...new Set(L.SPECIFIC_ENV_GROUPS.flatMap((g) => f.topics[g]))];
}

/**
 * One feature per environmental lexicon term ("circular:recycl*"), so the fitted model can weigh
 * "recycled" apart from "power" within a group. Named by the project's own word lists.
 */
const termRe = (t: string) => new RegExp(`^(?:${L.termSource(t)})$`, 'iu');
const TERMS = [
  ...GROUPS.flatMap((g) =>
    L.ENV_GROUPS[g].map((t) => ({ name: `${g}:${t}`, hits: (f: SentenceFacts) => f.topics[g], re: termRe(t) }))
  )
];

/** The term features: all of them (zeros included) for fitting, or only those present for scoring. */
function termFeatures(f: SentenceFacts, sparse: boolean): Record<string, number> {
  const out: Record<string, number> = {};
  for (const t of TERMS) {
    const hits = t.hits(f);
    const on = hits.length > 0 && hits.some((h) => t.re.test(h));
    if (on || !sparse) out[t.name] = on ? 1 : 0;
  }
  return out;
}

const sat = (n: number, k: number) => Math.min(n, k) / k;
const bit = (b: boolean) => (b ? 1 : 0);

/**
 * The named features of the environmental-claim model (all in 0..1). `sparse` leaves out the term
 * features that are zero (the same score, much less work per sentence).
 */
export function envFeatures(f: SentenceFacts, sparse = false): Record<string, number> {
  const t = f.topics;
  const strong = envTerms(f).length;
  const anyEnv = strong + t.greenFraming.length + t.environmentWord.length + t.sustainabilityWord.length;
  const env = bit(strong > 0);
  const actor = bit(f.firstPerson > 0 || f.orgSubject);
  const topicFeatures = Object.fromEntries(GROUPS.map((g) => [g, sat(t[g].length, 2)]));
  return {
    ...topicFeatures,
    envBreadth: sat(strong, 4),
    noEnv: bit(anyEnv === 0),
    firstPerson: sat(f.firstPerson, 2),
    orgSubject: bit(f.orgSubject),
    firstPersonStart: bit(f.firstPersonStart),
    praise: sat(f.praise, 2),
    offering: sat(f.offering, 2),
    envOffering: bit(strong > 0) * sat(f.offering, 2),
    achievement: sat(f.achievements.length, 2),
    commitment: sat(f.commitments.filter((c) => c !== 'will' && c !== 'shall').length, 2),
    will: bit(f.commitments.includes('will') || f.commitments.includes('shall')),
    reduceEnv: bit(f.reduceEnv),
    reduceAny: bit(f.reduceAny),
    ownedEnv: bit(f.ownedEnv),
    promoteEnv: bit(f.promoteEnv),
    hedge: sat(f.hedges, 2),
    vague: sat(f.vague, 3),
    speech: bit(f.speech),
    spoken: sat(f.spoken, 3),
    finance: sat(f.finance, 3),
    risk: sat(f.risk, 2),
    regulation: sat(f.regulation, 2),
    reporting: bit(f.reporting),
    reference: bit(f.reference),
    thirdParty: bit(f.thirdParty),
    question: bit(f.question),
    percent: bit(f.percents.length > 0),
    currency: bit(f.currencies.length > 0),
    targetYear: bit(f.targetYears.length > 0),
    capitalised: f.capitalisedShare,
    envActor: env * actor,
    envCommitment: env * bit(f.commitments.length > 0),
    envSpoken: env * sat(f.spoken, 3),
    envFinance: env * sat(f.finance, 3),
    envRisk: env * sat(f.risk, 2),
    envRegulation: env * sat(f.regulation, 2),
    framingActor: bit(t.greenFraming.length + t.environmentWord.length > 0) * actor,
    businessAction: bit(t.energyBusiness.length + t.renewables.length > 0) * bit(f.promoteEnv || f.reduceEnv),
    climateReduce: bit(t.climate.length + t.ghgAccounting.length > 0) * bit(f.reduceEnv),
    envHedge: env * sat(f.hedges, 2),
    envThirdParty: env * bit(f.thirdParty || f.context),
    renewablesActor: bit(t.renewables.length > 0) * actor,
    ...termFeatures(f, sparse)
  };
}
