/**
 * Gap rules for IFRS S2 governance (paragraphs 6–7) and strategy (8–23): one per registry leaf. Cues
 * are thesaurus ideas (`cues.ts`); `T` is climate. Checks follow the registry's checks in order.
 */
import { AMOUNT } from '../../../text/metricsLexicon';
import { k, type LeafRule } from './ruleTypes';

/** A length of time or a span of years, as horizons are defined ("3–10 years", "2025–2030", "up to 5 years"). */
const YEARS = new RegExp(
  String.raw`\b\d{1,2}\s*(?:-|–|to)\s*\d{1,2}\s*years?\b|` +
    String.raw`\b(?:up to|within|over|beyond|more than|less than|under|next)` +
    String.raw`\s+(?:\d{1,2}|one|two|three|five|ten)\s+years?\b|\b20[2-9]\d\s*(?:-|–|to)\s*20[3-9]\d\b|` +
    String.raw`\b\d{1,2}\+?\s*years?\b`,
  'iu'
);
const RESPONSIBLE =
  /\b(?:responsib\w+|oversees?|oversight|oversaw|supervis\w+|in charge of|remit|charged with|accountab\w+)\b/iu;
const TRAINING = /\b(?:training|trained|recruit\w*|workshops?|masterclass|upskill\w*|sessions?|expertise|skills?)\b/iu;
const INTERNAL_ASSURANCE = /\b(?:internal audit|financ\w+|risk management|audit committee|assurance|controll\w+)\b/iu;
const HISTORY = new RegExp(
  String.raw`\b(?:histor\w+|past (?:events|years|data)|observed|forecast\w*|projection\w*|` +
    String.raw`current conditions|current risk factors|future climate|recorded)\b`,
  'iu'
);
const SCENARIO_SOURCES = /\b(?:IEA|NGFS|IPCC|RCP|SSP\d?|NZE|STEPS|APS|SDS|CMIP\d?|Network for Greening)\b/u;
const SCENARIO_RANGE = new RegExp(
  String.raw`\b(?:orderly|disorderly|hot ?house|current polic\w+|delayed transition|below 2|1\.5|2 ?°?C|` +
    String.raw`3 ?°?C|4 ?°?C|RCP ?\d|SSP ?\d|(?:two|three|four|several|multiple|different|` +
    String.raw`range of) (?:climate )?scenarios)`,
  'iu'
);
const PARIS_SCENARIO = /1\.5|well[- ]below 2|net zero emissions by 2050|\bNZE\b|paris/iu;
const RATIONALE =
  /\b(?:chose|chosen|selected|select|because|relevan\w+|reason\w*|represent\w*|appropriate|in order to|to reflect)\b/iu;
const LONG_YEARS = /\b20[3-9]0\b|\b2100\b/u;
const SCOPE_OF_ANALYSIS = new RegExp(
  String.raw`\b(?:sites?|locations?|operations|facilities|assets|business (?:units?|segments?)|portfolio|` +
    String.raw`value chain|suppliers|covered|coverage|countries)\b`,
  'iu'
);
const REGIONAL = new RegExp(
  String.raw`\b(?:regional|national|local|country|countries|land use|weather|temperatures?|precipitation|` +
    String.raw`sea[- ]level|infrastructure|water|heat)\b`,
  'iu'
);
const WHEN_DONE = new RegExp(
  String.raw`\b(?:in|during|updated in|performed in|conducted in|carried out in|completed in)` +
    String.raw` (?:fy ?)?20[12]\d\b|\b(?:every|each) (?:year|two years|three years)|\bannual(?:ly)?\b`,
  'iu'
);
const LIQUIDITY = new RegExp(
  String.raw`\b(?:liquidity|headroom|balance sheet|financial (?:strength|flexibility|resources|capacity|` +
    String.raw`position)|credit rating|cash)\b`,
  'iu'
);
const REDEPLOY = new RegExp(
  String.raw`\b(?:redeploy\w*|repurpos\w+|retrofit\w*|decommission\w*|retir\w+|upgrad\w+|relocat\w+|` +
    String.raw`convert\w*|phas\w+ out|phase-out)\b`,
  'iu'
);
const BUSINESS_MODEL = /\bbusiness models?\b|\bportfolio\b|\bproduct (?:mix|range|portfolio)\b/iu;
const ASSUMES = /\bassum\w+/iu;
const DEPENDS = /\bdepend\w*|\brel(?:y|ies|ying|iant|iance) (?:on|upon)|\bcontingent\b|\bsubject to\b|\bprerequisite/iu;
const THROUGH = new RegExp(
  String.raw`\b(?:through|by means of|levers?|by (?:switching|replacing|increasing|reducing|electrif\w+|` +
    String.raw`using|sourcing|improving|investing))\b`,
  'iu'
);
/**
 * The topic of the resilience paragraphs: scenario analysis, or a resilience assessment. "Resilience"
 * alone is not one: "the resilience of essential services" describes adaptation, not an assessment.
 */
const RESILIENCE_ASSESSED = new RegExp(
  String.raw`resilien\w*[^.;]{0,50}\b(?:assess\w*|analys[ie]s|analy[sz]\w+|test\w*|evaluat\w+|review\w*)` +
    String.raw`\b|\b(?:assess\w*|analy[sz]\w+|test\w*|evaluat\w+)\b[^.;]{0,50}resilien|` +
    String.raw`resilien\w* of (?:our|the|its) (?:strategy|business model)|\bstress[- ]?test`,
  'iu'
);
const RESILIENCE_TOPIC = ['scenario', { c: 'resilience T', re: [RESILIENCE_ASSESSED] }] as const;
/** The horizons' topic: the horizons named as such, not any "long-term" in the report. */
const HORIZONS_NAMED =
  /\btime[- ]horizons?\b|\b(?:short|medium|long)[- ]term\b[^.;]{0,120}\b(?:short|medium|long)[- ]term\b/iu;
const CURRENT = new RegExp(
  String.raw`\b(?:in|during) (?:fy ?)?20[12]\d\b|\bthis year\b|\bthe year\b|` +
    String.raw`\breporting (?:period|year)\b|\bincurred\b|\brecogni[sz]ed\b`,
  'iu'
);

export const S2_GOVERNANCE_STRATEGY: readonly LeafRule[] = [
  {
    id: 'S2.5',
    kind: 'derived',
    from: ['S2.6(a)(i)', 'S2.6(a)(iii)', 'S2.6(b)(i)'],
    reason: 'the objective of the governance disclosures, met through S2.6'
  },
  {
    id: 'S2.6(a)(i)',
    kind: 'scan',
    topic: ['board T'],
    checks: [k('board mandate T', { c: 'board T', re: [RESPONSIBLE] })]
  },
  {
    id: 'S2.6(a)(ii)',
    kind: 'scan',
    topic: ['board T'],
    checks: [k('board skills T', { c: 'board T', re: [TRAINING] }), null],
    reason: 'training or recruitment is expected only where the overseer lacks skills, which the report need not say'
  },
  {
    id: 'S2.6(a)(iii)',
    kind: 'scan',
    topic: ['board informed|frequency T'],
    checks: [k('board|management informed T'), k('board frequency T', 'informed frequency T')]
  },
  {
    id: 'S2.6(a)(iv)',
    kind: 'scan',
    topic: ['board strategy|transaction|riskpolicy T'],
    checks: [k('board|management strategy|transaction|riskpolicy T'), k('tradeoff T', 'tradeoff strategy|transaction')]
  },
  {
    id: 'S2.6(a)(v)',
    kind: 'scan',
    topic: ['board target|remuneration T'],
    checks: [k('board target T', 'board monitor|progress target'), k('remuneration T', 'remuneration target ghg')]
  },
  {
    id: 'S2.6(b)(i)',
    kind: 'scan',
    topic: ['management T'],
    checks: [
      k('management delegation T', 'executive delegation T', 'management board T'),
      k('management|executive informed board', 'management|executive board informed T')
    ]
  },
  {
    id: 'S2.6(b)(ii)',
    kind: 'scan',
    topic: ['controls T', 'controls ghg'],
    checks: [k('controls T', 'controls ghg'), k({ c: 'controls T|ghg', re: [INTERNAL_ASSURANCE] }, 'validation ghg')]
  },
  {
    id: 'S2.7',
    kind: 'not_scanned',
    reason: 'lets integrated governance be described once; its content is scanned under S2.6'
  },
  {
    id: 'S2.8',
    kind: 'derived',
    from: ['S2.9(a)', 'S2.9(c)', 'S2.10(a)'],
    reason: 'the objective of the strategy disclosures, met through S2.9–22'
  },
  { id: 'S2.9(a)', kind: 'scan', topic: ['risk|opportunity T'] },
  { id: 'S2.9(b)', kind: 'scan', topic: ['valuechain risk|opportunity|adaptation|mitigation T'] },
  { id: 'S2.9(c)', kind: 'scan', topic: ['strategy T', 'transitionplan T|ghg'] },
  { id: 'S2.9(d)', kind: 'scan', topic: ['financialeffect T', 'financialeffect physical|transition'] },
  { id: 'S2.9(e)', kind: 'scan', topic: ['resilience T', 'scenario T'] },
  {
    id: 'S2.10(a)',
    kind: 'scan',
    topic: ['risk|opportunity T'],
    checks: [k('risk physical|transition', 'opportunity T', 'risk T physical|transition')]
  },
  {
    id: 'S2.10(b)',
    kind: 'scan',
    topic: ['risk physical|transition'],
    checks: [k({ c: 'risk', re: [/\bphysical\b/iu, /\btransition(?:al)?\b|\btransitory\b/iu] })]
  },
  { id: 'S2.10(c)', kind: 'scan', topic: ['risk|opportunity horizon T', 'horizon physical|transition'] },
  {
    id: 'S2.10(d)',
    kind: 'scan',
    topic: [{ c: 'horizon', re: [HORIZONS_NAMED] }],
    checks: [k({ c: 'horizon', re: [YEARS] }), k('horizon strategy', 'horizon define')]
  },
  {
    id: 'S2.11',
    kind: 'scan',
    topic: [
      { c: 'identify|assess risk|physical|transition T', re: [HISTORY] },
      { c: 'physical|scenario', re: [HISTORY] },
      'identify|assess risk scenario T'
    ]
  },
  {
    id: 'S2.12',
    kind: 'scan',
    condition: 'industryMetrics',
    topic: [{ c: 'industry|framework', re: [/\bSASB\b|industry[- ]based|industry[- ]specific/iu] }]
  },
  {
    id: 'S2.13(a)',
    kind: 'scan',
    topic: ['valuechain T'],
    checks: [
      k('valuechain risk|opportunity|physical|transition T', 'valuechain financialeffect T'),
      k('valuechain anticipated T', 'valuechain horizon T', 'strategy anticipated T')
    ]
  },
  { id: 'S2.13(b)', kind: 'scan', topic: ['concentration risk|physical|transition T', 'concentration physical'] },
  {
    id: 'S2.14(a)(i)',
    kind: 'scan',
    topic: ['strategy T', 'transitionplan T'],
    checks: [
      k({ c: 'T|opportunity|transitionplan', re: [BUSINESS_MODEL] }, 'strategy opportunity T'),
      k('capital|investmentplan T', 'strategy capital|investmentplan|resourcing T')
    ]
  },
  {
    id: 'S2.14(a)(ii)',
    kind: 'scan',
    topic: ['mitigation|adaptation'],
    checks: [k('mitigation T', 'mitigation ghg|scope1|scope2'), k('adaptation T', 'adaptation physical')]
  },
  { id: 'S2.14(a)(iii)', kind: 'scan', topic: ['indirect T', 'indirect ghg|scope3'] },
  {
    id: 'S2.14(a)(iv)',
    kind: 'scan',
    condition: 'transitionPlan',
    topic: ['transitionplan T|ghg|target'],
    checks: [
      k('transitionplan T|ghg|target'),
      k({ c: 'transitionplan|target', re: [ASSUMES] }),
      k({ c: 'transitionplan|target', re: [DEPENDS] })
    ]
  },
  {
    id: 'S2.14(a)(v)',
    kind: 'scan',
    condition: 'targets',
    topic: ['target T|ghg'],
    checks: [k('levers T|ghg', { c: 'target T|ghg|scope1|scope2|scope3', re: [THROUGH] }, 'transitionplan target')]
  },
  {
    id: 'S2.14(b)',
    kind: 'scan',
    topic: ['resourcing T transitionplan|target|mitigation|strategy', 'financing|capital transitionplan|target T']
  },
  {
    id: 'S2.14(c)',
    kind: 'scan',
    condition: 'priorPlans',
    topic: ['progress T|ghg'],
    checks: [k('progress target|transitionplan T|ghg', 'progress baseline ghg')]
  },
  {
    id: 'S2.15(a)',
    kind: 'scan',
    topic: ['financialeffect T', 'financialeffect physical|transition'],
    checks: [k({ c: 'financialeffect T|physical|transition', re: [CURRENT] }, { c: 'financialeffect T', re: [AMOUNT] })]
  },
  {
    id: 'S2.15(b)',
    kind: 'scan',
    topic: ['financialeffect T', 'anticipated T'],
    checks: [
      k('financialeffect anticipated T', 'financialeffect horizon T', 'financialeffect anticipated physical|transition')
    ]
  },
  {
    id: 'S2.16(a)',
    kind: 'scan',
    topic: ['financialeffect T'],
    checks: [k({ c: 'financialeffect|lineitem|capital T|physical|transition', re: [AMOUNT] })]
  },
  { id: 'S2.16(b)', kind: 'scan', topic: ['carrying T', 'carrying physical|transition'] },
  {
    id: 'S2.16(c)(i)',
    kind: 'scan',
    topic: ['investmentplan|capital T'],
    checks: [k('investmentplan|capital T'), null],
    reason: 'plans not yet committed can only be checked by reading them'
  },
  { id: 'S2.16(c)(ii)', kind: 'scan', topic: ['financing T', 'financing transitionplan|target|mitigation'] },
  {
    id: 'S2.16(d)',
    kind: 'scan',
    topic: ['anticipated revenue|financialeffect T', 'anticipated revenue|financialeffect physical|transition']
  },
  { id: 'S2.17', kind: 'not_scanned', reason: 'allows a single amount or a range; nothing to disclose on its own' },
  {
    id: 'S2.18(a)',
    kind: 'scan',
    topic: ['anticipated|financialeffect T'],
    checks: [
      k('anticipated|financialeffect inputs|assumption T', { c: 'anticipated|financialeffect T', re: [ASSUMES] })
    ]
  },
  {
    id: 'S2.18(b)',
    kind: 'not_scanned',
    reason: 'whether the approach is proportionate is a judgement, not a statement to find'
  },
  { id: 'S2.19(a)', kind: 'scan', condition: 'omitsQuantities', topic: ['noquantify'] },
  {
    id: 'S2.19(b)',
    kind: 'scan',
    condition: 'omitsQuantities',
    topic: ['noquantify'],
    checks: [k('noquantify uncertainty', { re: [/measurement uncertainty/iu] })]
  },
  {
    id: 'S2.20',
    kind: 'scan',
    condition: 'omitsQuantities',
    topic: ['noquantify'],
    checks: [k({ c: 'noquantify', re: [/\b(?:skills|capabilit\w+|resources)\b/iu] })],
    optional: true
  },
  { id: 'S2.21(a)', kind: 'scan', condition: 'omitsQuantities', topic: ['noquantify'] },
  {
    id: 'S2.21(b)',
    kind: 'scan',
    condition: 'omitsQuantities',
    topic: ['noquantify'],
    checks: [k('lineitem T', 'lineitem noquantify')]
  },
  {
    id: 'S2.21(c)',
    kind: 'scan',
    condition: 'omitsQuantities',
    topic: ['noquantify'],
    checks: [k('financialeffect noquantify', { c: 'financialeffect T', re: [AMOUNT] })]
  },
  {
    id: 'S2.22(a)(i)',
    kind: 'scan',
    topicRequired: true,
    topic: RESILIENCE_TOPIC,
    checks: [
      k('scenario|resilience strategy|valuechain', 'scenario|resilience T strategy'),
      k('scenario|resilience adaptation|mitigation|investmentplan|strategy')
    ]
  },
  {
    id: 'S2.22(a)(ii)',
    kind: 'scan',
    topicRequired: true,
    window: 5,
    topic: RESILIENCE_TOPIC,
    checks: [k('uncertainty scenario|resilience')]
  },
  {
    id: 'S2.22(a)(iii)(1)',
    kind: 'scan',
    topicRequired: true,
    topic: RESILIENCE_TOPIC,
    checks: [k({ c: 'scenario|resilience|adaptation|physical|transition', re: [LIQUIDITY] })]
  },
  {
    id: 'S2.22(a)(iii)(2)',
    kind: 'scan',
    topicRequired: true,
    topic: RESILIENCE_TOPIC,
    checks: [
      k({ c: 'scenario|resilience|adaptation|physical', re: [REDEPLOY] }, 'investmentplan scenario|resilience|physical')
    ]
  },
  {
    id: 'S2.22(a)(iii)(3)',
    kind: 'scan',
    topicRequired: true,
    topic: RESILIENCE_TOPIC,
    checks: [k('resilience|scenario capital|investmentplan')]
  },
  {
    id: 'S2.22(b)(i)(1)',
    kind: 'scan',
    topicRequired: true,
    window: 5,
    topic: ['scenario'],
    checks: [k({ c: 'scenario', re: [SCENARIO_SOURCES] }, { re: [SCENARIO_SOURCES, /\bscenario/iu] })]
  },
  {
    id: 'S2.22(b)(i)(2)',
    kind: 'scan',
    topicRequired: true,
    window: 5,
    topic: ['scenario'],
    checks: [k({ c: 'scenario', re: [SCENARIO_RANGE] })]
  },
  {
    id: 'S2.22(b)(i)(3)',
    kind: 'scan',
    topicRequired: true,
    window: 5,
    topic: ['scenario'],
    checks: [k('scenario transition|physical')]
  },
  {
    id: 'S2.22(b)(i)(4)',
    kind: 'scan',
    topicRequired: true,
    window: 5,
    topic: ['scenario'],
    checks: [k('scenario paris', { c: 'scenario', re: [PARIS_SCENARIO] })]
  },
  {
    id: 'S2.22(b)(i)(5)',
    kind: 'scan',
    topicRequired: true,
    window: 5,
    topic: ['scenario'],
    checks: [k({ c: 'scenario', re: [RATIONALE] })]
  },
  {
    id: 'S2.22(b)(i)(6)',
    kind: 'scan',
    topicRequired: true,
    window: 5,
    topic: ['scenario'],
    checks: [k({ c: 'scenario', re: [LONG_YEARS] }, 'scenario horizon')]
  },
  {
    id: 'S2.22(b)(i)(7)',
    kind: 'scan',
    topicRequired: true,
    window: 5,
    topic: ['scenario'],
    checks: [k({ c: 'scenario', re: [SCOPE_OF_ANALYSIS] }, 'scenario concentration|valuechain|coverage|inputs')]
  },
  {
    id: 'S2.22(b)(ii)(1)',
    kind: 'scan',
    topicRequired: true,
    window: 5,
    topic: ['scenario'],
    checks: [k('scenario transition')]
  },
  {
    id: 'S2.22(b)(ii)(2)',
    kind: 'scan',
    topicRequired: true,
    window: 5,
    topic: ['scenario'],
    checks: [k('scenario macro')]
  },
  {
    id: 'S2.22(b)(ii)(3)',
    kind: 'scan',
    topicRequired: true,
    window: 5,
    topic: ['scenario'],
    checks: [k('scenario physical', 'scenario concentration', { c: 'scenario', re: [REGIONAL] })]
  },
  {
    id: 'S2.22(b)(ii)(4)',
    kind: 'scan',
    topicRequired: true,
    window: 5,
    topic: ['scenario'],
    checks: [k('scenario energymix')]
  },
  {
    id: 'S2.22(b)(ii)(5)',
    kind: 'scan',
    topicRequired: true,
    window: 5,
    topic: ['scenario'],
    checks: [k('scenario technology')]
  },
  {
    id: 'S2.22(b)(iii)',
    kind: 'scan',
    topicRequired: true,
    topic: ['scenario'],
    checks: [k({ c: 'scenario|resilience', re: [WHEN_DONE] })]
  },
  {
    id: 'S2.23',
    kind: 'not_scanned',
    reason:
      'asks the entity to consider the metrics when preparing ' +
      'strategy disclosures; the metrics are scanned under S2.29–32'
  }
];
