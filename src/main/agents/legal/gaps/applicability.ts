/**
 * Whether a conditional paragraph applies to this report, and which first-year reliefs the report
 * claims, decided from what the report says. A condition is `holds` when the report shows it (it has
 * climate targets, it uses an internal carbon price), `denied` when the report says it does not ("we do
 * not use an internal carbon price"), and `unknown` when the report is silent. Only `holds` makes a
 * conditional paragraph applicable, or `suggested`: the report names the practice's subject without
 * saying whether it applies (carbon credits or offsets named, a carbon- or climate-neutral claim, a
 * climate target without a year), and a reader would expect the paragraph's information, so the
 * paragraph applies and a gap says why. Silence, no mention of the subject at all, is `unknown`: the
 * paragraph is not applicable, with that reason. The standard's own "say either way" items are not
 * conditional (S2.29(f)(i): whether a carbon price is used at all is itself a disclosure).
 */
import {
  CARBON_CREDITS,
  CLIMATE,
  EMISSION_WORD,
  INDUSTRY_METRICS,
  INTERNAL_CARBON_PRICE,
  TARGET_WORD,
  TARGET_YEAR
} from '../../../text/metricsLexicon';
import { matches, type Sentence } from './cues';
import type { Condition, Relief } from './ruleTypes';

interface ConditionState {
  state: 'holds' | 'suggested' | 'denied' | 'unknown';
  /** Where the report shows it or says it does not apply. */
  page?: number;
  text?: string;
}

export interface Applicability {
  conditions: Record<Condition, ConditionState>;
  reliefs: Record<Relief, ConditionState>;
}

const NEG =
  String.raw`\b(?:do(?:es)? not|did not|don't|doesn't|has not|have not|not yet|no|never|without|will not|` +
  String.raw`won't)\b`;
const negatedNear = (subject: string): RegExp =>
  new RegExp(`${NEG}[^.;]{0,70}${subject}|${subject}[^.;]{0,50}\\b(?:is|are|was|were|has|have|will) not\\b`, 'iu');

interface ConditionTest {
  /** The report shows the condition. */
  shows: (s: Sentence) => boolean;
  /** The report says the condition does not hold. */
  denies?: RegExp;
  /** A statement that the condition does not hold outweighs mentions (all investees consolidated). */
  denialWins?: boolean;
  /** The report names the subject without showing or denying the condition. */
  suggests?: (s: Sentence) => boolean;
}

const TARGET = (s: Sentence): boolean => TARGET_WORD.test(s.text) && TARGET_YEAR.test(s.text) && CLIMATE.test(s.text);

const CONDITIONS: Record<Condition, ConditionTest> = {
  targets: {
    shows: TARGET,
    denies: negatedNear(String.raw`(?:climate[- ]related |emissions? |ghg |reduction )*targets?\b`),
    suggests: (s) =>
      TARGET_WORD.test(s.text) && EMISSION_WORD.test(s.text) && /\b(?:reduc\w+|cut|lower)\b/iu.test(s.text)
  },
  ghgTargets: {
    shows: (s) =>
      TARGET(s) && (EMISSION_WORD.test(s.text) || /\bscope [123]\b|net[- ]zero|carbon neutral/iu.test(s.text))
  },
  transitionPlan: {
    shows: (s) =>
      matches(s, 'transitionplan T|ghg|target', 'S2') || (/\bnet[- ]zero\b/iu.test(s.text) && TARGET_WORD.test(s.text)),
    denies: negatedNear(String.raw`(?:climate )?transition plan`)
  },
  carbonPrice: {
    shows: (s) =>
      INTERNAL_CARBON_PRICE.test(s.text) && !negatedNear(String.raw`(?:internal|shadow) (?:carbon )?pric`).test(s.text),
    denies: negatedNear(String.raw`(?:an? )?(?:internal|shadow) (?:carbon )?pric`)
  },
  carbonCredits: {
    shows: (s) =>
      CARBON_CREDITS.test(s.text) &&
      new RegExp(
        String.raw`\b(?:use|using|purchas\w+|buy\w*|bought|retir\w+|plan\w*|rely|relies|neutrali[sz]\w+|` +
          String.raw`compensat\w+|residual)\b`,
        'iu'
      ).test(s.text) &&
      !negatedNear(String.raw`(?:carbon credits?|offset)`).test(s.text),
    denies: negatedNear(String.raw`(?:carbon credits?|offsets?|offsetting)`),
    suggests: (s) =>
      (CARBON_CREDITS.test(s.text) && CLIMATE.test(s.text)) ||
      /\b(?:carbon|climate)[- ]neutral(?:ity)?\b/iu.test(s.text)
  },
  omitsQuantities: { shows: (s) => matches(s, 'noquantify financialeffect|T|anticipated', 'S2') },
  investees: {
    shows: (s) =>
      new RegExp(
        String.raw`\b(?:associates|joint ventures?|equity[- ]accounted (?:investees|companies|entities)|` +
          String.raw`unconsolidated (?:subsidiaries|entities))\b`,
        'iu'
      ).test(s.text),
    denies: /\ball (?:the )?(?:companies|entities|subsidiaries|investees)\b[^.;]{0,60}\bfully consolidated\b/iu,
    denialWins: true
  },
  financedEmissions: { shows: (s) => /\bfinanced emissions\b|\bPCAF\b|\bportfolio emissions\b/iu.test(s.text) },
  industryMetrics: { shows: (s) => INDUSTRY_METRICS.test(s.text) },
  priorPlans: { shows: TARGET },
  ownMetrics: {
    shows: (s) =>
      new RegExp(
        String.raw`\b(?:in-house|proprietary|internally developed|own|bespoke|custom|entity-specific)` +
          String.raw`\s+(?:[\w-]+\s+){0,2}(?:metrics?|index|indices|indicators?|scores?|KPIs?|ratings?)\b`,
        'iu'
      ).test(s.text)
  },
  externalMetrics: { shows: (s) => /\b(?:SASB|GRI|ESRS|TCFD|CDP)\b/u.test(s.text) && matches(s, 'framework', 'S1') },
  nonClimateTopics: { shows: (s) => matches(s, 'sustainability', 'S1') && !matches(s, 'climate', 'S1') }
};

const RELIEF_WORD = new RegExp(
  String.raw`\b(?:transition(?:al)? relief|reliefs?|exempt\w*|transition(?:al)? provisions?|` +
    String.raw`first (?:annual )?reporting period|first year of (?:applying|application|adoption)|` +
    String.raw`paragraph (?:C3|C4|E3|E4|E5|E6)|\((?:C3|C4|E3|E4|E5|E6)\))`,
  'iu'
);

const RELIEFS: Record<Relief, RegExp> = {
  scope3: /\bscope 3\b/iu,
  ghgProtocol: /\b(?:ghg|greenhouse gas) protocol\b|\bmeasurement (?:method|approach)\b/iu,
  comparatives: /\bcomparative\b/iu,
  climateFirst: new RegExp(
    String.raw`\bclimate[- ]related (?:risks and opportunities|information|disclosures?) only\b|` +
      String.raw`\bonly (?:on |about )?climate|\bclimate[- ]first\b|\b(?:E5|E6)\b`,
    'iu'
  )
};

/** What the report shows about every condition and relief, from its sentences (claims included). */
export function readApplicability(sentences: readonly Sentence[]): Applicability {
  const conditions = {} as Record<Condition, ConditionState>;
  for (const [name, test] of Object.entries(CONDITIONS) as Array<[Condition, ConditionTest]>) {
    const shown = sentences.find(test.shows);
    const denied = test.denies ? sentences.find((s) => test.denies!.test(s.text)) : undefined;
    // A report that shows a practice somewhere uses it, even if another sentence limits it.
    const deny: ConditionState | null = denied ? { state: 'denied', page: denied.page, text: denied.text } : null;
    const hinted = shown || deny ? undefined : test.suggests && sentences.find(test.suggests);
    conditions[name] =
      deny && (test.denialWins || !shown)
        ? deny
        : shown
          ? { state: 'holds', page: shown.page, text: shown.text }
          : hinted
            ? { state: 'suggested', page: hinted.page, text: hinted.text }
            : { state: 'unknown' };
  }
  const reliefs = {} as Record<Relief, ConditionState>;
  for (const [name, re] of Object.entries(RELIEFS) as Array<[Relief, RegExp]>) {
    const s = sentences.find((x) => RELIEF_WORD.test(x.text) && re.test(x.text));
    reliefs[name] = s ? { state: 'holds', page: s.page, text: s.text } : { state: 'unknown' };
  }
  if (reliefs.climateFirst.state === 'holds')
    conditions.nonClimateTopics = {
      state: 'denied',
      page: reliefs.climateFirst.page!,
      text: reliefs.climateFirst.text!
    };
  return { conditions, reliefs };
}

/** The words a report uses for a condition, for a coverage reason ("the report does not say it uses …"). */
export const CONDITION_WORDS: Record<Condition, string> = {
  targets: 'climate-related targets',
  ghgTargets: 'greenhouse-gas emissions targets',
  transitionPlan: 'a climate transition plan or a net-zero commitment',
  carbonPrice: 'an internal carbon price',
  carbonCredits: 'carbon credits to meet a net target',
  omitsQuantities: 'an omission of quantitative financial effects',
  investees: 'associates, joint ventures or other investees',
  financedEmissions: 'financed emissions (asset management, banking or insurance)',
  industryMetrics: 'industry-based (SASB) metrics',
  priorPlans: 'plans disclosed in earlier periods (read from targets set)',
  ownMetrics: 'metrics it developed itself',
  externalMetrics: 'metrics taken from another framework',
  nonClimateTopics: 'sustainability topics other than climate'
};

export const RELIEF_WORDS: Record<Relief, string> = {
  scope3: 'the first-year relief from disclosing Scope 3 emissions (IFRS S2 C4(b))',
  ghgProtocol: 'the first-year relief to keep another measurement method than the GHG Protocol (IFRS S2 C4(a))',
  comparatives: 'the first-year relief from comparative information',
  climateFirst: 'the first-year relief to report on climate only (IFRS S1 E5)'
};
