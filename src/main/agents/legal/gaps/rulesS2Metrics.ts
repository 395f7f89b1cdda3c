/**
 * Gap rules for IFRS S2 risk management (paragraphs 24–26) and metrics and targets (27–37). The
 * emissions paragraphs are read from the Data/Metrics greenhouse-gas inventory (a figure in tonnes of
 * CO2e with its page) and the items Data/Metrics' checklist tests share its sentence patterns
 * (`text/metricsLexicon.ts`), so the two agents never disagree on what the report states.
 */
import type { GhgKind } from '../../../facts/ghg';
import type { GhgObservation } from '../../../facts/inventory';
import {
  AMOUNT,
  BASE_YEAR,
  CAPITAL_WORD,
  CARBON_CREDITS,
  CLIMATE,
  CLIMATE_OPPORTUNITY,
  CONSOLIDATION_BASIS,
  EMISSION_METHOD,
  EMISSION_WORD,
  GHG_PROTOCOL,
  INDUSTRY_METRICS,
  INTERIM_TARGET,
  INTERNAL_CARBON_PRICE,
  PERCENT,
  PHYSICAL_RISK,
  REMUNERATION,
  TARGET_VALIDATION,
  TARGET_YEAR,
  TRANSITION_RISK
} from '../../../text/metricsLexicon';
import { k, type LeafRule } from './ruleTypes';

const kinds =
  (...ks: GhgKind[]) =>
  (o: GhgObservation): boolean =>
    ks.includes(o.kind) && !o.component;
/** A figure in tonnes of CO2e printed in the sentence (when the inventory could not read the table). */
const TONNES = new RegExp(
  String.raw`\d[\d,.]*\s*(?:million |thousand |mio\.? |k)?(?:metric )?(?:t|tonnes?|tons?|kt|mt|tco2e?|` +
    String.raw`tco₂e?)\b\s*(?:of )?(?:co2|co₂|carbon)?`,
  'iu'
);
const LIKELIHOOD =
  /\b(?:likelihood|probabilit\w+|magnitude|severity|impacts?|thresholds?|scale|scor\w+|heat ?map|materiality)\b/iu;
const PRIORITY = new RegExp(
  String.raw`\bprincipal risks?\b|\btop risks?\b|\bmaterial risks?\b|\brisk (?:matrix|map|register)\b|` +
    String.raw`\brelative to other risks\b|\bsame (?:criteria|methodology|process) as\b|\bprioriti[sz]\w+`,
  'iu'
);
const COVERAGE = new RegExp(
  String.raw`\b(?:all (?:our )?(?:sites|operations|businesses|entities)|group[- ]wide|entire|` +
    String.raw`across (?:the|our)|covers?|coverage|scope|value chain|suppliers|subsidiaries)\b`,
  'iu'
);
const CHANGED = new RegExp(
  String.raw`\b(?:updated|revised|refined|extended|enhanced|improved|introduced|for the first time|` +
    String.raw`new this year|no (?:significant |material )?changes?|unchanged|compared (?:with|` +
    String.raw`to) (?:the )?(?:previous|prior)|since (?:last|the previous) (?:year|report))\b`,
  'iu'
);
const WHY = new RegExp(
  String.raw`\b(?:because|in order to|to reflect|reasons?|rationale|chosen|choose|selected|best reflects|` +
    String.raw`more accurate|most accurate|in line with|in accordance with)\b`,
  'iu'
);
const CATEGORY_NUMBER = /\bcat(?:egory|egories|\.)?\s*\d{1,2}\b|\bcategories \d{1,2}\b/iu;
const EXCLUDED =
  /\b(?:exclud\w+|not (?:relevant|material|applicable|included|calculated|reported)|immaterial|n\/a)\b/iu;
const MONEY = new RegExp(
  String.raw`(?:€|\$|£|\bEUR|\bUSD|\bCHF|\bGBP|\bKRW|\bSEK)\s?\d|` +
    String.raw`\d[\d,.]*\s?(?:€|\$|£|EUR|USD|CHF|GBP|KRW|SEK|euros?|dollars?)\b`,
  'iu'
);
const OBJECTIVE = new RegExp(
  String.raw`\b(?:mitigat\w+|adapt\w+|science[- ]based|reduc\w+|net[- ]zero|carbon neutral\w*|` +
    String.raw`climate neutral\w*|decarboni[sz]\w+)`,
  'iu'
);
const TARGET_SCOPE = new RegExp(
  String.raw`\b(?:group[- ]wide|all (?:our )?(?:sites|operations|plants|businesses)|across the group|` +
    String.raw`company[- ]wide|covers?|covering|scope of the target|operations in|subsidiaries|value chain|` +
    String.raw`own operations|entire)\b`,
  'iu'
);
const REVIEW = /\b(?:review\w*|revisit\w*|reassess\w*|re-?evaluat\w+)\b/iu;
const TREND =
  /\b(?:compared (?:with|to)|versus|vs\.?|down|up|decreas\w+|increas\w+|reduc\w+|declin\w+|achieved|on track)\b/iu;
const GASES = new RegExp(
  String.raw`\bKyoto|\bseven gases|\ball (?:greenhouse |seven |six )?gases|\bCO2 only|\bCH4\b|` +
    String.raw`\bmethane\b|\bN2O\b|\bHFCs?\b|\bSF6\b|\bGHGs? covered`,
  'iu'
);
const SDA = new RegExp(
  String.raw`sector(?:al)? decarboni[sz]ation|\bSDA\b|sector(?:-specific)? (?:pathway|approach)|` +
    String.raw`sector[- ]based pathway|(?:absolute|annual) contraction approach`,
  'iu'
);
/**
 * A share KPI named as such, e.g. the caption of an EU Taxonomy table ("Proportion of CapEx … associated
 * with Taxonomy-aligned economic activities"), whose figures may stand in a table the text does not
 * carry, or a share stated as none ("no part of the turnover … is aligned").
 */
const KPI_SHARE = new RegExp(
  String.raw`\b(?:proportion|share|percentage) of (?:the )?(?:turnover|revenues?|sales|capex|opex|` +
    String.raw`capital expenditures?|operating expenses|assets)\b|` +
    String.raw`\bno (?:part|share|portion) of (?:the )?(?:turnover|revenues?|sales|capex|opex)\b`,
  'iu'
);
/**
 * The exposure metrics' topic: assets or activities exposed to a risk, not the risk named anywhere
 * (a partial gap at S2.29(b)/(c) points to pages about exposure, not to every mention of the risk).
 */
const EXPOSED = new RegExp(
  String.raw`\b(?:exposed|exposure|vulnerab\w+|at risk|affected)\b[^.;]{0,80}\b` +
    String.raw`(?:assets?|revenues?|sales|activities|sites|plants|facilities|operations|portfolio|` +
    String.raw`locations)\b|\b(?:assets?|revenues?|sales|activities|sites|plants|facilities|operations|` +
    String.raw`portfolio|locations)\b[^.;]{0,80}\b(?:exposed|exposure|vulnerab\w+|at risk|affected)\b`,
  'iu'
);
const SCHEMES = new RegExp(
  String.raw`\b(?:Gold Standard|Verra|VCS|Verified Carbon Standard|CDM|Article 6|ICVCM|` +
    String.raw`Core Carbon Principles|CORSIA|Climate Action Reserve|American Carbon Registry|Plan Vivo|` +
    String.raw`Puro)\b`,
  'u'
);

export const S2_RISK_METRICS: readonly LeafRule[] = [
  {
    id: 'S2.24',
    kind: 'derived',
    from: ['S2.25(a)(iii)', 'S2.25(a)(v)', 'S2.25(c)'],
    reason: 'the objective of the risk management disclosures, met through S2.25'
  },
  {
    id: 'S2.25(a)(i)',
    kind: 'scan',
    topic: ['identify|assess risk T', 'identify|assess physical|transition'],
    checks: [
      k('inputs risk|identify|assess T', 'identify|assess inputs physical|transition'),
      k({ c: 'risk|physical|transition identify|assess|monitor', re: [COVERAGE] })
    ]
  },
  {
    id: 'S2.25(a)(ii)',
    kind: 'scan',
    topic: [
      'scenario risk|identify|assess',
      { re: [/\b(?:do(?:es)? not|did not) use (?:climate[- ]related )?scenario/iu] }
    ]
  },
  {
    id: 'S2.25(a)(iii)',
    kind: 'scan',
    topic: ['assess risk|physical|transition T'],
    checks: [k({ c: 'assess|risk T|physical|transition', re: [LIKELIHOOD] })]
  },
  {
    id: 'S2.25(a)(iv)',
    kind: 'scan',
    topic: ['risk T'],
    checks: [k('prioritise risk T', { c: 'risk T|physical|transition', re: [PRIORITY] })]
  },
  { id: 'S2.25(a)(v)', kind: 'scan', topic: ['monitor risk|physical|transition T'] },
  {
    id: 'S2.25(a)(vi)',
    kind: 'scan',
    topic: ['risk identify|assess|erm T'],
    checks: [k({ c: 'risk|physical|transition identify|assess|erm|monitor', re: [CHANGED] })]
  },
  {
    id: 'S2.25(b)',
    kind: 'scan',
    topic: ['opportunity T identify|assess|monitor|strategy'],
    checks: [k('opportunity identify|assess|monitor T'), k('opportunity scenario')]
  },
  {
    id: 'S2.25(c)',
    kind: 'scan',
    topic: [
      'erm T',
      'erm physical|transition',
      {
        c: 'risk T',
        re: [
          new RegExp(
            String.raw`\b(?:integrated|embedded|part of) (?:into |in |of )?(?:the |our )?(?:group(?:'s)?|` +
              String.raw`overall|enterprise|company(?:'s)?) risk`,
            'iu'
          )
        ]
      }
    ]
  },
  {
    id: 'S2.26',
    kind: 'not_scanned',
    reason: 'lets integrated risk management be described once; its content is scanned under S2.25'
  },
  {
    id: 'S2.27',
    kind: 'derived',
    from: ['S2.29(a)(i)(1)', 'S2.29(a)(i)(2)', 'S2.33(a)'],
    reason: 'the objective of the metrics and targets disclosures, met through S2.28–37'
  },
  {
    id: 'S2.28(a)',
    kind: 'derived',
    from: ['S2.29(a)(i)(1)', 'S2.29(a)(i)(2)', 'S2.29(e)', 'S2.29(g)(i)'],
    reason: 'the cross-industry metrics themselves are scanned under S2.29'
  },
  { id: 'S2.28(b)', kind: 'scan', condition: 'industryMetrics', topic: [{ re: [INDUSTRY_METRICS] }] },
  { id: 'S2.28(c)', kind: 'scan', condition: 'targets', topic: [{ c: 'target T|ghg', re: [TARGET_YEAR] }] },
  {
    id: 'S2.29(a)(i)(1)',
    kind: 'scan',
    topic: ['scope1'],
    checks: [{ cues: [{ c: 'scope1', re: [TONNES] }], ghg: kinds('scope1', 'scope1_2') }]
  },
  {
    id: 'S2.29(a)(i)(2)',
    kind: 'scan',
    topic: ['scope2'],
    checks: [{ cues: [{ c: 'scope2', re: [TONNES] }], ghg: kinds('scope2', 'scope1_2') }]
  },
  {
    id: 'S2.29(a)(i)(3)',
    kind: 'scan',
    relief: 'scope3',
    topic: ['scope3'],
    checks: [
      {
        cues: [{ re: [/\bscope 3\b/iu, TONNES] }],
        ghg: kinds('scope3', 'scope3_category', 'scope3_upstream', 'scope3_downstream', 'scope1_2_3')
      }
    ]
  },
  {
    id: 'S2.29(a)(ii)',
    kind: 'scan',
    relief: 'ghgProtocol',
    topic: ['ghgprotocol', { re: [GHG_PROTOCOL] }],
    checks: [k({ re: [GHG_PROTOCOL] }, { re: [/\bISO ?14064/iu] })]
  },
  {
    id: 'S2.29(a)(iii)(1)',
    kind: 'scan',
    topic: ['method ghg|scope1|scope2|scope3'],
    checks: [k({ re: [EMISSION_METHOD, EMISSION_WORD] }, 'method ghg')]
  },
  {
    id: 'S2.29(a)(iii)(2)',
    kind: 'scan',
    topic: ['method ghg|scope1|scope2|scope3'],
    checks: [k({ c: 'method|ghgprotocol ghg|scope1|scope2|scope3', re: [WHY] })]
  },
  {
    id: 'S2.29(a)(iii)(3)',
    kind: 'scan',
    topic: ['method ghg|scope1|scope2|scope3'],
    checks: [
      k({ c: 'method|restate|baseline ghg|scope1|scope2|scope3', re: [CHANGED] }, 'restate ghg|scope1|scope2|scope3')
    ]
  },
  {
    id: 'S2.29(a)(iv)(1)',
    kind: 'scan',
    topic: ['consolidation|ghgprotocol ghg|scope1|scope2'],
    checks: [
      k(
        { re: [CONSOLIDATION_BASIS] },
        { re: [/\bfully consolidated\b|\bconsolidated subsidiaries\b|\bparent company and (?:its )?subsidiaries\b/iu] }
      )
    ]
  },
  {
    id: 'S2.29(a)(iv)(2)',
    kind: 'scan',
    condition: 'investees',
    topic: ['consolidation ghg|scope1|scope2'],
    checks: [
      k({
        c: 'ghg|scope1|scope2',
        re: [/\b(?:associates?|joint ventures?|equity[- ]accounted|investees?|non[- ]consolidated|unconsolidated)\b/iu]
      })
    ]
  },
  {
    id: 'S2.29(a)(v)',
    kind: 'scan',
    topic: ['scope2'],
    checks: [
      {
        cues: [{ c: 'locationbased', re: [TONNES] }],
        ghg: (o) => (o.kind === 'scope2' || o.kind === 'scope1_2') && o.basis === 'location'
      },
      k('contractual', 'scope2 locationbased|contractual')
    ]
  },
  {
    id: 'S2.29(a)(vi)(1)',
    kind: 'scan',
    relief: 'scope3',
    topic: ['scope3'],
    checks: [
      { cues: [{ c: 'scope3', re: [CATEGORY_NUMBER] }], ghg: kinds('scope3_category') },
      k({ c: 'scope3', re: [EXCLUDED] }, { c: 'scope3', re: [/\bcategor/iu, EXCLUDED] })
    ]
  },
  {
    id: 'S2.29(a)(vi)(2)',
    kind: 'scan',
    condition: 'financedEmissions',
    relief: 'scope3',
    topic: ['financed'],
    checks: [
      k({ c: 'financed', re: [TONNES] }, { re: [/financed emissions/iu, /\d/u] }),
      k({ re: [/\bPCAF\b|Partnership for Carbon Accounting/iu] }, 'financed method')
    ]
  },
  {
    id: 'S2.29(b)',
    kind: 'scan',
    topic: [{ re: [TRANSITION_RISK, EXPOSED] }],
    checks: [
      k({ re: [TRANSITION_RISK, AMOUNT] }),
      k({ re: [TRANSITION_RISK, PERCENT] }, { c: 'transition share|revenue|assets', re: [PERCENT, EXPOSED] })
    ]
  },
  {
    id: 'S2.29(c)',
    kind: 'scan',
    topic: [{ re: [PHYSICAL_RISK, EXPOSED] }, { c: 'physical assets|concentration', re: [EXPOSED] }],
    checks: [
      k({ re: [PHYSICAL_RISK, AMOUNT] }, { c: 'physical assets|revenue|share', re: [AMOUNT, EXPOSED] }),
      k({ re: [PHYSICAL_RISK, PERCENT] }, { c: 'physical assets|revenue|share', re: [PERCENT, EXPOSED] })
    ]
  },
  {
    id: 'S2.29(d)',
    kind: 'scan',
    topic: [{ re: [CLIMATE_OPPORTUNITY] }, 'opportunity T'],
    checks: [
      k(
        { re: [CLIMATE_OPPORTUNITY, AMOUNT] },
        { c: 'opportunity revenue|assets|share T', re: [AMOUNT] },
        { re: [CLIMATE_OPPORTUNITY, KPI_SHARE] }
      )
    ]
  },
  { id: 'S2.29(e)', kind: 'scan', topic: ['capital T'], checks: [k({ re: [CAPITAL_WORD, CLIMATE, AMOUNT] })] },
  {
    id: 'S2.29(f)(i)',
    kind: 'scan',
    topic: ['carbonprice', { re: [INTERNAL_CARBON_PRICE] }],
    checks: [k({ re: [INTERNAL_CARBON_PRICE] }, 'carbonprice strategy|capital|investmentplan|transaction')]
  },
  {
    id: 'S2.29(f)(ii)',
    kind: 'scan',
    condition: 'carbonPrice',
    topic: ['carbonprice', { re: [INTERNAL_CARBON_PRICE] }],
    checks: [k({ c: 'carbonprice', re: [MONEY] }, { re: [INTERNAL_CARBON_PRICE, MONEY] })]
  },
  {
    id: 'S2.29(g)(i)',
    kind: 'scan',
    topic: [
      { re: [REMUNERATION, CLIMATE] },
      'remuneration T|ghg',
      {
        c: 'executive T|ghg',
        re: [/\bperform\w* (?:reviews?|evaluations?|assessments?)|\bevaluat\w+ (?:the )?performance/iu]
      }
    ],
    checks: [k({ re: [REMUNERATION, CLIMATE] }, 'remuneration T|ghg')]
  },
  {
    id: 'S2.29(g)(ii)',
    kind: 'scan',
    topic: [{ re: [REMUNERATION, CLIMATE] }, 'remuneration T|ghg'],
    checks: [
      k({ c: 'remuneration T|ghg|target', re: [PERCENT] }, { c: 'remuneration executive', re: [PERCENT, CLIMATE] })
    ]
  },
  {
    id: 'S2.30',
    kind: 'not_scanned',
    reason: 'says how the exposure metrics of S2.29(b)–(d) are prepared; read with them'
  },
  { id: 'S2.31', kind: 'not_scanned', reason: 'points to the application guidance for S2.29(b)–(g); read with them' },
  {
    id: 'S2.32',
    kind: 'scan',
    condition: 'industryMetrics',
    topic: [{ re: [INDUSTRY_METRICS] }],
    checks: [k({ re: [INDUSTRY_METRICS] }), k({ re: [INDUSTRY_METRICS] }, 'industry framework')]
  },
  {
    id: 'S2.33(a)',
    kind: 'scan',
    condition: 'targets',
    topic: ['target T|ghg'],
    checks: [k('target ghg|scope1|scope2|scope3|intensity|absolute', 'target energymix|T|ghg intensity|absolute|share')]
  },
  {
    id: 'S2.33(b)',
    kind: 'scan',
    condition: 'targets',
    topic: ['target T|ghg'],
    checks: [k({ c: 'target T|ghg', re: [OBJECTIVE] })]
  },
  {
    id: 'S2.33(c)',
    kind: 'scan',
    condition: 'targets',
    topic: ['target T|ghg'],
    checks: [k({ c: 'target T|ghg', re: [TARGET_SCOPE] }, 'target coverage', 'target scope1|scope2|scope3')]
  },
  {
    id: 'S2.33(d)',
    kind: 'scan',
    condition: 'targets',
    topic: ['target T|ghg'],
    checks: [
      k(
        { c: 'target T|ghg', re: [TARGET_YEAR] },
        { c: 'target T|ghg', re: [/\b(?:by|until|in|for) (?:the end of )?(?:fy ?)?20[2-9]\d\b/iu] }
      )
    ]
  },
  {
    id: 'S2.33(e)',
    kind: 'scan',
    condition: 'targets',
    topic: ['target T|ghg'],
    checks: [k({ re: [BASE_YEAR] }, 'baseline target|ghg')]
  },
  {
    id: 'S2.33(f)',
    kind: 'scan',
    condition: 'targets',
    optional: true,
    topic: ['target T|ghg'],
    checks: [k({ re: [INTERIM_TARGET] }, 'interim target')],
    reason: 'milestones and interim targets are disclosed only if the entity has them'
  },
  {
    id: 'S2.33(g)',
    kind: 'scan',
    condition: 'targets',
    topic: ['target T|ghg'],
    checks: [
      k('target absolute|intensity', {
        c: 'target',
        re: [
          new RegExp(
            String.raw`\babsolute\b|\bintensity\b|per (?:tonne|unit|employee|million)|net[- ]zero|` +
              String.raw`carbon[- ]neutral|climate[- ]neutral|100 ?% (?:renewable|RE)\b`,
            'iu'
          )
        ]
      })
    ]
  },
  {
    id: 'S2.33(h)',
    kind: 'scan',
    condition: 'targets',
    topic: ['target T|ghg'],
    checks: [k('target paris', { c: 'target', re: [/\b1\.5|well[- ]below 2|science[- ]based|SBTi|\bNDC|Paris/iu] })]
  },
  {
    id: 'S2.34(a)',
    kind: 'scan',
    condition: 'targets',
    topic: ['target T|ghg'],
    checks: [k({ re: [TARGET_VALIDATION] }, 'target validation')]
  },
  {
    id: 'S2.34(b)',
    kind: 'scan',
    condition: 'targets',
    topic: ['target T|ghg'],
    checks: [k({ c: 'target', re: [REVIEW] }, 'target monitor board')]
  },
  {
    id: 'S2.34(c)',
    kind: 'scan',
    condition: 'targets',
    topic: ['target T|ghg'],
    checks: [k('target monitor|progress T|ghg', 'target intensity|absolute monitor')]
  },
  {
    id: 'S2.34(d)',
    kind: 'scan',
    condition: 'targets',
    optional: true,
    topic: ['target T|ghg'],
    checks: [
      k('revision target', {
        c: 'target',
        re: [/\b(?:revised|raised|lowered|updated|recalculated|rebased|reset|strengthened)\b/iu]
      })
    ],
    reason: 'revisions are disclosed only if a target was revised'
  },
  {
    id: 'S2.35',
    kind: 'scan',
    condition: 'targets',
    topic: ['progress target T|ghg', 'target T|ghg'],
    checks: [
      k('progress target|baseline T|ghg', 'progress ghg|scope1|scope2|scope3'),
      k({ c: 'ghg|T|scope1|scope2|scope3 target|baseline|progress', re: [TREND] })
    ]
  },
  {
    id: 'S2.36(a)',
    kind: 'scan',
    condition: 'ghgTargets',
    topic: ['target ghg'],
    checks: [k({ c: 'target|gases', re: [GASES] }, 'target gases ghg')]
  },
  {
    id: 'S2.36(b)',
    kind: 'scan',
    condition: 'ghgTargets',
    topic: ['target ghg'],
    checks: [k('target scope1|scope2|scope3')]
  },
  {
    id: 'S2.36(c)',
    kind: 'scan',
    condition: 'ghgTargets',
    topic: ['target ghg'],
    checks: [k('target netgross', 'target absolute ghg'), null],
    reason: 'a separate gross target is required only for a net target, which the scan cannot tell apart reliably'
  },
  { id: 'S2.36(d)', kind: 'scan', condition: 'ghgTargets', topic: ['target ghg'], checks: [k({ re: [SDA] }, 'sda')] },
  {
    id: 'S2.36(e)(i)',
    kind: 'scan',
    condition: 'carbonCredits',
    topic: ['credits', { re: [CARBON_CREDITS] }],
    checks: [k('credits target|netgross', { re: [CARBON_CREDITS, /\d/u] })]
  },
  {
    id: 'S2.36(e)(ii)',
    kind: 'scan',
    condition: 'carbonCredits',
    topic: ['credits', { re: [CARBON_CREDITS] }],
    checks: [k('creditscheme', { re: [SCHEMES] })]
  },
  {
    id: 'S2.36(e)(iii)',
    kind: 'scan',
    condition: 'carbonCredits',
    topic: ['credits', { re: [CARBON_CREDITS] }],
    checks: [
      k('credittype credits', 'credittype'),
      k({ re: [/\bremovals?\b|\bavoid\w+|\breduction credits?\b/iu, CARBON_CREDITS] }, 'credittype')
    ]
  },
  {
    id: 'S2.36(e)(iv)',
    kind: 'scan',
    condition: 'carbonCredits',
    topic: ['credits', { re: [CARBON_CREDITS] }],
    checks: [k('integrity credits', 'integrity creditscheme')]
  },
  {
    id: 'S2.37',
    kind: 'derived',
    condition: 'targets',
    from: ['S2.33(a)'],
    reason: 'target metrics drawn from the cross-industry or industry metrics; follows S2.33(a)'
  }
];
