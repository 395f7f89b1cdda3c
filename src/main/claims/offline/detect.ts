/**
 * The offline claim detector: decides whether a sentence is a verifiable claim, whether it is an
 * environmental claim, and with what confidence. Two transparent logistic models over named
 * features: the environmental-claim model, whose weights are fitted offline (weights.json, see
 * scripts/fit-claim-weights.mjs), and the verifiability model below, whose weights are set by hand
 * (there is no labelled data for it). Hard rules reject questions, headings, fragments, pointers and
 * boilerplate. Type and priority come from classify.ts, wording from reasoning.ts.
 */
import type { ClaimType, Priority } from '../../../shared/domain/claim';
import { analyseSentence, envFeatures, envTerms, type SentenceFacts } from './features';
import { classifyPriority, classifyType, hasEnvironmentalTopic, hasFigure, hasMeasuredFigure } from './classify';
import { claimReasoning, rejectionReasoning, signalTags, tableRowReasoning, type Rejection } from './reasoning';
import type { Segment } from '../../text/sentences';
import { tableRowClaimText } from '../../text/tableRows';
import { cleanRowLabel } from '../../text/tableWording';
import { VERB_PATTERN } from '../../text/lexicon';
import fitted from './weights.json';

export interface ClaimDetection {
  isClaim: boolean;
  /** Confidence that the sentence is a verifiable claim (0..1; 0.5 is the decision point). */
  score: number;
  /** An environmental claim: the fitted model's judgement (probability >= 0.5), not a topic flag. */
  environmental: boolean;
  type: ClaimType;
  priority: Priority;
  reasoning: string;
  signals: string[];
}

/** Hand-set weights of the verifiability model (a sentence states something checkable). */
const VERIFIABLE_WEIGHTS = {
  bias: -2.5,
  measuredFigure: 2.0,
  count: 0.8,
  date: 0.8,
  targetYear: 0.8,
  baseYear: 0.5,
  place: 0.8,
  certification: 1.2,
  compliance: 2.0,
  governanceBody: 1.2,
  achievement: 1.0,
  actor: 0.6,
  envTopic: 0.6,
  hedge: -0.8,
  spoken: -2.0,
  reference: -1.5,
  definition: -1.0,
  thirdParty: -0.8,
  risk: -0.5
} as const;

const GOVERNANCE_BODY = new RegExp(
  String.raw`(?<!-)\b(?:board|committee|remunerat\w*|compensation|bonus\w*|oversight|oversees?|` +
    String.raw`audit(?:ed|or)?|shareholders?)\b`,
  'iu'
);
const MIN_CLAIM_WORDS = 5;
/** Longer than this, a line without a recognised verb is still a sentence (present-tense verbs vary). */
const HEADING_WORDS = 12;
/** Generic environmental wording needs this many words to be weighed as a claim rather than a slogan. */
const GENERIC_CLAIM_WORDS = 10;

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** Probability that the sentence is an environmental claim (fitted model). */
function environmentalProbability(f: SentenceFacts): number {
  const x = envFeatures(f, true);
  const w = fitted.weights as Record<string, number>;
  let z = fitted.bias;
  for (const [name, value] of Object.entries(x)) z += (w[name] ?? 0) * value;
  return sigmoid(z);
}

/** Probability that the sentence states something checkable (hand-set model). */
function verifiableProbability(f: SentenceFacts): number {
  const W = VERIFIABLE_WEIGHTS;
  const measured = hasMeasuredFigure(f);
  let z = W.bias;
  if (measured) z += W.measuredFigure;
  else if (hasFigure(f)) z += W.count;
  if (f.years.length > 0) z += W.date;
  if (f.targetYears.length > 0) z += W.targetYear;
  if (f.baseYears.length > 0) z += W.baseYear;
  if (f.placeNames.length > 0) z += W.place;
  if (f.certification) z += W.certification;
  if (f.legalCompliance) z += W.compliance;
  if (GOVERNANCE_BODY.test(f.text)) z += W.governanceBody;
  if (f.achievements.length > 0) z += W.achievement;
  if (f.firstPerson > 0 || f.orgSubject) z += W.actor;
  if (envTerms(f).length > 0) z += W.envTopic;
  z += (W.hedge * Math.min(f.hedges, 2)) / 2;
  if (f.speech || f.spoken >= 2) z += W.spoken;
  if (f.reference) z += W.reference;
  if (f.definition) z += W.definition;
  if (f.thirdParty || f.context) z += W.thirdParty;
  if (f.risk > 0) z += W.risk;
  return sigmoid(z);
}

/** Something to check: a figure, a date, a place, a scheme, a compliance or governance fact, an action. */
function hasSpecifics(f: SentenceFacts): boolean {
  return (
    hasFigure(f) ||
    f.years.length > 0 ||
    f.placeNames.length > 0 ||
    f.certification !== null ||
    f.legalCompliance !== null ||
    GOVERNANCE_BODY.test(f.text) ||
    f.achievements.length > 0 ||
    f.reduceEnv
  );
}

function rejection(f: SentenceFacts, envP: number): Rejection | null {
  if (f.question) return 'question';
  if (f.words < MIN_CLAIM_WORDS) return 'too_short';
  if (f.reference && !hasMeasuredFigure(f)) return 'reference';
  const noVerb = !VERB_PATTERN.test(f.text) && f.words <= HEADING_WORDS;
  if ((noVerb && !hasMeasuredFigure(f)) || (f.capitalisedShare >= 0.7 && !f.endsWithStop)) return 'heading';
  if (f.disclaimer) return 'boilerplate';
  const measured = hasMeasuredFigure(f);
  if (f.conditional && !measured) return 'hypothetical';
  // How figures are measured or reported, without a figure or an outcome: method, not claim.
  if (f.method && !measured && f.achievements.length === 0 && f.forward === null && f.certification === null)
    return 'method';
  if (f.termDefinition && !measured) return 'method';
  const envSpecific = envTerms(f).length > 0 || f.topics.greenFraming.length > 0;
  // A short slogan ("We are committed to sustainability.") is boilerplate (FRD 3). A longer statement
  // in general environmental wording is the environmental model's call, as in the env-claims labels:
  // kept as a low-priority claim here, left out of the engine's output by select.ts when unspecific.
  if (!hasSpecifics(f) && !envSpecific && (envP < 0.5 || f.words < GENERIC_CLAIM_WORDS)) return 'boilerplate';
  return null;
}

/**
 * Why a sentence with these facts and model probabilities is not a claim, or null. Exported for
 * scripts/fit-claim-weights.mjs, which chooses the environmental model's threshold for the whole
 * decision (rules included) by cross-validation on the train split.
 */
function claimRejection(f: SentenceFacts, envP: number, verP: number): Rejection | null {
  return rejection(f, envP) ?? (Math.max(envP, verP) >= 0.5 ? null : 'low_score');
}

function scoreFacts(f: SentenceFacts): ClaimDetection {
  const envP = environmentalProbability(f);
  const verP = verifiableProbability(f);
  const environmental = envP >= 0.5;
  const type = classifyType(f);
  const priority = classifyPriority(f, type);
  const signals = signalTags(f);
  const reject = claimRejection(f, envP, verP);
  if (reject) {
    return {
      isClaim: false,
      score: Math.min(Math.max(envP, verP), reject === 'low_score' ? 0.499 : 0.3),
      environmental,
      type,
      priority: 'low',
      reasoning: rejectionReasoning(reject),
      signals: [...signals, `rejected:${reject}`]
    };
  }
  return {
    isClaim: true,
    score: Math.max(envP, verP),
    environmental,
    type,
    priority,
    reasoning: claimReasoning(f, type),
    signals
  };
}

/** Scores one sentence of report text. */
export function scoreSentence(text: string): ClaimDetection {
  return scoreFacts(analyseSentence(text));
}

/** Units of environmental quantities in a row label ("GWh", "m3", "megalitres"). */
const ENV_UNIT = /\b(?:[kmgt]wh|gj|tj|pj|m3|m³|cubic met(?:er|re)s?|megalit(?:re|er)s?|hectares?|gigajoules?)\b/iu;
/** Labels of table rows that say nothing on their own ("Total", "Change"). */
const BARE_LABEL = /^(?:total|sum|change|delta|δ|%|in %|unit|units|other|others|n\/a|notes?)$/iu;

/**
 * Scores a segment from segmentSentences. A bullet is scored together with its lead-in sentence
 * (returned as `context`); a table row with figures is a quantitative claim anchored
 * to the row; its claim text pairs the cells with the year columns ("Scope 1: 2022 12,450; 2023 11,020").
 */
export function scoreSegment(seg: Segment): ClaimDetection & { text: string; context?: string; facts?: SentenceFacts } {
  // A list item is detected on its own words, and typed with the sentence that introduced it
  // ("By 2030 we will: halve ..." is a strategic claim). Sentences and items return their facts
  // (of their own words), so the engine's selection does not analyse them twice.
  if (seg.kind === 'bullet' && seg.lead) {
    const facts = analyseSentence(seg.text);
    const own = scoreFacts(facts);
    if (!own.isClaim) return { ...own, text: seg.text, context: seg.lead, facts };
    const f = analyseSentence(`${seg.lead} ${seg.text}`);
    const type = classifyType(f);
    return {
      ...own,
      type,
      priority: classifyPriority(f, type),
      reasoning: claimReasoning(f, type),
      text: seg.text,
      context: seg.lead,
      facts
    };
  }
  if (seg.kind !== 'table_row' || !seg.row) {
    const facts = analyseSentence(seg.text);
    return { ...scoreFacts(facts), text: seg.text, facts };
  }
  const row = seg.row;
  // The caption and unit above the table say what a bare label ("Business travel") measures; the
  // claim reads "<caption>: <label> (<unit>) — <year> <value>; ...".
  const text = tableRowClaimText(row, seg.header, seg.table ?? {});
  const { label } = cleanRowLabel(row.label);
  const f = analyseSentence(seg.context ? `${label} ${seg.context}` : label);
  // A unit says what a bare label measures: GWh is energy, t CO2e emissions, m3 water.
  const units = `${row.units.join(' ')} ${row.label} ${seg.context ?? ''}`;
  // "CO e", "CO equivalents": the subscript 2 is often lost in the PDF's text.
  const co2Unit = /co2e?|co₂|ghg|\bco (?:e|eq|equivalents?)\b/iu.test(units);
  const env = envTerms(f).length > 0 || co2Unit || ENV_UNIT.test(units);
  const climate =
    co2Unit ||
    f.scopes !== null ||
    f.topics.climate.length + f.topics.ghgAccounting.length + f.topics.climateOutcome.length > 0;
  // "Total" or "Other" says something only under a caption ("Waste: Total (1,000 tons)").
  const captioned = Boolean(seg.table?.title || seg.table?.group);
  const meaningful = /\p{L}{3,}/u.test(label) && (captioned || !BARE_LABEL.test(label.trim()));
  const signals = [
    'table-row',
    `cells:${row.cells.length}`,
    ...(seg.header ? [`columns:${seg.header.join(',')}`] : []),
    ...signalTags(f)
  ];
  if (!meaningful) {
    const reasoning = rejectionReasoning('heading');
    return {
      isClaim: false,
      score: 0.3,
      environmental: false,
      type: 'quantitative',
      priority: 'low',
      reasoning,
      signals,
      text
    };
  }
  return {
    isClaim: true,
    score: env ? 0.9 : 0.7,
    environmental: env,
    // A waste, water or renewables row is an environmental claim; emissions and energy rows are metrics.
    type: !climate && hasEnvironmentalTopic(f) ? 'environmental' : 'quantitative',
    // Emissions and other environmental rows are core metrics; other rows (headcount, spend) are context.
    priority: climate || env ? 'high' : 'low',
    reasoning: tableRowReasoning(label, row.cells.length, seg.header, climate),
    signals,
    text,
    ...(seg.context ? { context: seg.context } : {})
  };
}
