/**
 * Gap rules for IFRS S1 core content (paragraphs 26–53). Where an S2 paragraph plays the same role
 * for climate (the registry's `s1Counterpart`), the S1 paragraph is read through it (`via`), with the
 * topic widened from climate to sustainability in general: a climate report addresses S1's general
 * requirements through its climate disclosures (and under the climate-first relief, only through
 * them). The few S1 paragraphs no S2 paragraph mirrors have rules of their own.
 */
import { k, type LeafRule } from './ruleTypes';

const via = (id: string, ...from: string[]): LeafRule => ({ id, kind: 'via', from });

export const S1_RULES: readonly LeafRule[] = [
  {
    id: 'S1.26',
    kind: 'derived',
    from: ['S1.27(a)(i)', 'S1.27(a)(iii)', 'S1.27(b)(i)'],
    reason: 'the objective of the governance disclosures, met through S1.27'
  },
  via('S1.27(a)(i)', 'S2.6(a)(i)'),
  via('S1.27(a)(ii)', 'S2.6(a)(ii)'),
  via('S1.27(a)(iii)', 'S2.6(a)(iii)'),
  via('S1.27(a)(iv)', 'S2.6(a)(iv)'),
  via('S1.27(a)(v)', 'S2.6(a)(v)'),
  via('S1.27(b)(i)', 'S2.6(b)(i)'),
  via('S1.27(b)(ii)', 'S2.6(b)(ii)'),
  {
    id: 'S1.28',
    kind: 'derived',
    from: ['S1.29(a)', 'S1.29(c)', 'S1.30(a)'],
    reason: 'the objective of the strategy disclosures, met through S1.29–42'
  },
  via('S1.29(a)', 'S2.9(a)'),
  via('S1.29(b)', 'S2.9(b)'),
  via('S1.29(c)', 'S2.9(c)'),
  via('S1.29(d)', 'S2.9(d)'),
  via('S1.29(e)', 'S2.9(e)'),
  via('S1.30(a)', 'S2.10(a)'),
  via('S1.30(b)', 'S2.10(c)'),
  via('S1.30(c)', 'S2.10(d)'),
  {
    id: 'S1.31',
    kind: 'derived',
    from: ['S1.30(c)'],
    reason: 'whether the horizons suit the industry follows from how they are defined (S1.30(c))'
  },
  via('S1.32(a)', 'S2.13(a)'),
  via('S1.32(b)', 'S2.13(b)'),
  via('S1.33(a)', 'S2.14(a)(i)', 'S2.14(a)(ii)', 'S2.14(a)(iii)', 'S2.14(a)(v)'),
  { ...via('S1.33(b)', 'S2.14(c)'), condition: 'priorPlans' },
  { id: 'S1.33(c)', kind: 'scan', topic: ['tradeoff T', 'tradeoff strategy'] },
  via('S1.34(a)', 'S2.15(a)'),
  via('S1.34(b)', 'S2.15(b)'),
  via('S1.35(a)', 'S2.16(a)'),
  via('S1.35(b)', 'S2.16(b)'),
  via('S1.35(c)(i)', 'S2.16(c)(i)'),
  via('S1.35(c)(ii)', 'S2.16(c)(ii)'),
  via('S1.35(d)', 'S2.16(d)'),
  { id: 'S1.36', kind: 'not_scanned', reason: 'allows a single amount or a range; nothing to disclose on its own' },
  via('S1.37(a)', 'S2.18(a)'),
  {
    id: 'S1.37(b)',
    kind: 'not_scanned',
    reason: 'whether the approach is proportionate is a judgement, not a statement to find'
  },
  { ...via('S1.38(a)', 'S2.19(a)'), condition: 'omitsQuantities' },
  { ...via('S1.38(b)', 'S2.19(b)'), condition: 'omitsQuantities' },
  { ...via('S1.39', 'S2.20'), condition: 'omitsQuantities', optional: true },
  { ...via('S1.40(a)', 'S2.21(a)'), condition: 'omitsQuantities' },
  { ...via('S1.40(b)', 'S2.21(b)'), condition: 'omitsQuantities' },
  { ...via('S1.40(c)', 'S2.21(c)'), condition: 'omitsQuantities' },
  via('S1.41', 'S2.22(a)(i)', 'S2.22(a)(ii)', 'S2.22(b)(i)(1)', 'S2.22(b)(iii)'),
  {
    id: 'S1.42',
    kind: 'not_scanned',
    reason: 'points to topic standards for the resilience method; for climate that is S2.22, scanned there'
  },
  {
    id: 'S1.43(a)',
    kind: 'derived',
    from: ['S1.44(a)(iii)', 'S1.44(c)'],
    reason: 'the objective of the risk management disclosures, met through S1.44'
  },
  {
    id: 'S1.43(b)',
    kind: 'derived',
    from: ['S1.44(a)(iv)', 'S1.44(a)(v)'],
    reason: 'the objective of the risk management disclosures, met through S1.44'
  },
  via('S1.44(a)(i)', 'S2.25(a)(i)'),
  via('S1.44(a)(ii)', 'S2.25(a)(ii)'),
  via('S1.44(a)(iii)', 'S2.25(a)(iii)'),
  via('S1.44(a)(iv)', 'S2.25(a)(iv)'),
  via('S1.44(a)(v)', 'S2.25(a)(v)'),
  via('S1.44(a)(vi)', 'S2.25(a)(vi)'),
  via('S1.44(b)', 'S2.25(b)'),
  via('S1.44(c)', 'S2.25(c)'),
  {
    id: 'S1.45',
    kind: 'derived',
    from: ['S1.46(a)', 'S1.46(b)(ii)'],
    reason: 'the objective of the metrics and targets disclosures, met through S1.46–53'
  },
  {
    id: 'S1.46(a)',
    kind: 'derived',
    from: ['S2.29(a)(i)(1)', 'S2.29(a)(i)(2)', 'S2.29(e)'],
    reason: 'the metrics a standard requires; for climate, those of S2.29'
  },
  {
    id: 'S1.46(b)(i)',
    kind: 'derived',
    from: ['S2.29(a)(i)(1)', 'S2.29(b)', 'S2.29(c)', 'S2.29(d)'],
    reason: 'metrics of the risks and opportunities; for climate, the emissions and exposure metrics of S2.29'
  },
  {
    id: 'S1.46(b)(ii)',
    kind: 'derived',
    condition: 'targets',
    from: ['S2.35'],
    reason: 'performance against targets; for climate, S2.35'
  },
  {
    id: 'S1.47',
    kind: 'scan',
    condition: 'nonClimateTopics',
    topic: ['framework sustainability'],
    checks: [k({ c: 'framework|industry', re: [/\b(?:SASB|GRI|ESRS|TNFD|SBTN|CDP)\b/u] })]
  },
  { id: 'S1.48', kind: 'via', condition: 'industryMetrics', from: ['S2.32'] },
  {
    id: 'S1.49',
    kind: 'scan',
    condition: 'externalMetrics',
    topic: ['framework'],
    checks: [k({ re: [/\b(?:SASB|GRI|ESRS|TCFD|CDP|GHG Protocol|WBCSD|TNFD)\b/u] })]
  },
  {
    id: 'S1.50(a)',
    kind: 'scan',
    condition: 'ownMetrics',
    topic: ['ownmetric'],
    checks: [k('ownmetric define'), null],
    reason: 'differences from a source metric arise only when the metric adapts one'
  },
  {
    id: 'S1.50(b)',
    kind: 'scan',
    condition: 'ownMetrics',
    topic: ['ownmetric'],
    checks: [k('ownmetric measuretype|absolute|intensity|share')]
  },
  { id: 'S1.50(c)', kind: 'scan', condition: 'ownMetrics', topic: ['ownmetric'], checks: [k('ownmetric validation')] },
  {
    id: 'S1.50(d)',
    kind: 'scan',
    condition: 'ownMetrics',
    topic: ['ownmetric'],
    checks: [k('ownmetric method|inputs|assumption')]
  },
  { ...via('S1.51(a)', 'S2.33(a)'), condition: 'targets' },
  {
    id: 'S1.51(b)',
    kind: 'scan',
    condition: 'targets',
    topic: ['target T|ghg|sustainability'],
    checks: [
      k({
        c: 'target T|ghg|sustainability',
        re: [/\d+(?:[.,]\d+)?\s?%|net[- ]zero|carbon neutral|climate neutral|\d[\d,.]*\s?(?:t|tonnes?)\b/iu]
      })
    ]
  },
  { ...via('S1.51(c)', 'S2.33(d)'), condition: 'targets' },
  { ...via('S1.51(d)', 'S2.33(e)'), condition: 'targets' },
  { ...via('S1.51(e)', 'S2.33(f)'), condition: 'targets', optional: true },
  { ...via('S1.51(f)', 'S2.35'), condition: 'targets' },
  { ...via('S1.51(g)', 'S2.34(d)'), condition: 'targets', optional: true },
  {
    id: 'S1.52',
    kind: 'scan',
    relief: 'comparatives',
    topic: [
      'consistency|restate T|ghg',
      { c: 'ghg|T', re: [/\bcomparativ\w+|prior[- ]year (?:figures|data)|restat\w+|recalculat\w+/iu] }
    ],
    checks: [
      k('consistency|restate T|ghg', {
        c: 'ghg|T',
        re: [
          new RegExp(
            String.raw`\bcomparativ\w+|prior[- ]year (?:figures|data)|restat\w+|recalculat\w+|` +
              String.raw`same (?:methodology|definition|basis)`,
            'iu'
          )
        ]
      }),
      null
    ],
    reason: 'how comparatives were handled matters only where a metric changed'
  },
  {
    id: 'S1.53',
    kind: 'scan',
    topic: ['define ghg|T|target|sustainability', 'define'],
    checks: [k('define ghg|T|target|sustainability|intensity')]
  }
];
