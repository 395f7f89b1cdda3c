/**
 * Claim type and priority from sentence facts, following the claims feature document (FRD 3):
 * a governance body, pay link or compliance assertion makes a legal/governance claim even when it
 * holds a figure; a target, plan or pledge with a date makes a strategic claim; a named place with a
 * site or land makes a geographic claim; a measured figure makes a quantitative claim, except a
 * share about an environmental practice (renewable power, recycled content, waste diverted), which
 * stays environmental. Priority: high for emissions figures, quantitative targets, net-zero pledges
 * and compliance assertions; medium for other figures, governance facts, dated plans and places;
 * low for environmental statements without a measured outcome.
 */
import type { ClaimType, Priority } from '../../../shared/domain/claim';
import { envTerms, type SentenceFacts } from './features';

/** Governance words that name a body, a pay link or legal standing (not just "policy"). */
const GOVERNANCE_BODY = new RegExp(
  String.raw`(?<!-)\b(?:board|supervisory board|committee|chair(?:man|woman|person)?|ceo|cfo|` +
    String.raw`executive (?:board|committee|remuneration|pay|compensation)|remunerat\w*|compensation|` +
    String.raw`bonus\w*|incentive\w*|oversight|oversees?|oversaw|audit committee|general meeting|` +
    String.raw`shareholders? (?:approved|voted))\b`,
  'iu'
);
const NET_ZERO = /\b(?:net[- ]zero|carbon[- ]neutral\w*|climate[- ]neutral\w*|zero (?:carbon|emissions?))\b/iu;
const PAST_TARGET =
  /\b(?:achieved|met|exceeded|reached|surpassed|missed)\b[^.]{0,60}\b(?:target|goal|objective|ambition)s?\b/iu;
/** Practice shares that the feature document files as environmental ("100% renewable electricity"). */
const PRACTICE_SHARE = new RegExp(
  String.raw`\b(?:renewable|recycl\w*|reus\w*|diverted|landfill|certified|fsc|sustainabl\w* sourced|` +
    String.raw`responsibly sourced|organic|biodegradab\w*|recyclab\w*|compost\w*|green electricity|` +
    String.raw`green power)\b`,
  'iu'
);
/** Topic groups that make a figure an environmental claim rather than a metric (see classifyType). */
const ENV_TYPE_GROUPS = ['circular', 'nature', 'pollution', 'renewables', 'water'] as const;
/** Emissions and energy amounts: the core climate metrics. */
const CORE_METRIC =
  /\b(?:emissions?|ghg|greenhouse gas|co2e?|carbon|scope ?[123]|energy (?:consumption|use|intensity)|intensity)\b/iu;

export function hasFigure(f: SentenceFacts): boolean {
  return f.percents.length + f.measures.length + f.currencies.length + f.multipliers.length > 0 || f.numbers > 0;
}

/** A figure that is a measured amount (not just a count in passing): %, a unit, money or millions. */
export function hasMeasuredFigure(f: SentenceFacts): boolean {
  return f.percents.length + f.measures.length + f.currencies.length + f.multipliers.length > 0;
}

function isGovernance(f: SentenceFacts): boolean {
  return (
    f.legalCompliance !== null ||
    GOVERNANCE_BODY.test(f.text) ||
    (f.governanceCore.length >= 2 && !hasMeasuredFigure(f))
  );
}

function isStrategic(f: SentenceFacts): boolean {
  if (PAST_TARGET.test(f.text)) return false;
  if (NET_ZERO.test(f.text) && (f.forward !== null || f.targetYears.length > 0)) return true;
  return f.forward !== null && (f.targetYears.length > 0 || f.commitments.length > 0);
}

/** Physical sites and land: what makes a place checkable on a map ("regions" or "offices" do not). */
const SITE = new RegExp(
  String.raw`\b(?:sites?|plants?|factor(?:y|ies)|facilit(?:y|ies)|mines?|farms?|plantations?|` +
    String.raw`concessions?|warehouses?|campus|hectares?|acres?|km2|km²|rivers?|basins?|watersheds?|` +
    String.raw`catchments?|forests?|rainforests?|coasts?|islands?|land|wetlands?|peatlands?|` +
    String.raw`protected areas?|habitats?|water[- ]stressed)\b`,
  'iu'
);

function isGeographic(f: SentenceFacts): boolean {
  if (f.placeNames.length === 0) return false;
  return f.topics.nature.length > 0 || f.topics.water.length > 0 || SITE.test(f.text);
}

/**
 * Waste and circularity, nature, pollution, renewables or water, and not an emissions, energy-use or
 * intensity metric: what makes a figure an environmental claim (seed FRD 3) rather than a metric.
 */
export function hasEnvironmentalTopic(f: SentenceFacts): boolean {
  return ENV_TYPE_GROUPS.some((g) => f.topics[g].length > 0) && !CORE_METRIC.test(f.text);
}

/** A share of a practice the feature document files as environmental ("100% renewable electricity"). */
function isPracticeShare(f: SentenceFacts): boolean {
  return f.percents.length > 0 && f.measures.length === 0 && PRACTICE_SHARE.test(f.text) && !CORE_METRIC.test(f.text);
}

export function classifyType(f: SentenceFacts): ClaimType {
  if (isGovernance(f)) return 'legal_governance';
  if (isStrategic(f)) return 'strategic';
  if (isGeographic(f)) return 'geographic';
  if (hasFigure(f)) {
    const practiceShare = isPracticeShare(f);
    // The seed's environmental type takes figures too ("We diverted 92% of operational waste from
    // landfill", "100% of our electricity comes from renewable sources"): waste and circularity,
    // nature, pollution, renewables, water and resource efficiency. Emissions, energy use and
    // intensities stay quantitative, the metrics type.
    return practiceShare || hasEnvironmentalTopic(f) ? 'environmental' : 'quantitative';
  }
  if (envTerms(f).length > 0 || f.topics.greenFraming.length > 0) return 'environmental';
  if (f.governance.length > 0) return 'legal_governance';
  return 'strategic';
}

export function classifyPriority(f: SentenceFacts, type: ClaimType): Priority {
  const climateMetric = CORE_METRIC.test(f.text) || f.scopes !== null;
  const measured = hasMeasuredFigure(f) || (hasFigure(f) && climateMetric);
  if (f.legalCompliance !== null) return 'high';
  if (NET_ZERO.test(f.text) && (f.targetYears.length > 0 || f.forward !== null)) return 'high';
  if (measured && climateMetric && type !== 'environmental') return 'high';
  if (type === 'strategic' && measured && f.targetYears.length > 0) return 'high';
  // A figure typed environmental by its topic (waste tonnes, water m³, LED shares) keeps the priority
  // of the metric it states; practice shares and figure-less claims follow the seed's rule below.
  if (type === 'environmental' && hasFigure(f) && !isPracticeShare(f)) return measured ? 'medium' : 'low';
  if (type === 'environmental') return (measured && f.years.length > 0) || f.certification !== null ? 'medium' : 'low';
  if (type === 'quantitative') return measured ? 'medium' : 'low';
  if (type === 'strategic') return f.targetYears.length > 0 || measured || f.certification !== null ? 'medium' : 'low';
  if (type === 'geographic') return 'medium';
  return isGovernance(f) ? 'medium' : 'low';
}
