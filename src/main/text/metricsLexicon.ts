/**
 * Sentence patterns for the IFRS S2 metrics and targets items (paragraphs 29–36), shared by the
 * Data/Metrics checklist (`dataMetrics/metricsChecklist.ts`: is the item there?) and Legal's gap scan
 * (`legal/gaps/`: is the paragraph addressed?). Written for this project, never the standard's words.
 * Where an item needs several patterns, each must match within one sentence.
 */
export const CLIMATE = /\b(?:climate|carbon|emission\w*|ghg|decarboni[sz]\w*|transition|net[- ]zero|low[- ]carbon)\b/iu;
export const AMOUNT = /\d[\d.,]*\s?(?:%|per ?cent|million|billion|bn|m\b|€|\$|eur|usd|chf|krw|£)|(?:€|\$|£)\s?\d/iu;
export const PERCENT = /\d[\d.,]*\s?(?:%|per ?cent)/iu;

export const GHG_PROTOCOL = /\b(?:ghg|greenhouse gas) protocol\b/iu;
export const EMISSION_METHOD = new RegExp(
  String.raw`\bemission factors?\b|\b(?:supplier|spend[- ]based|activity[- ]based|conversion|default) factors?\b|\bcalculat\w+ (?:method\w*|approach)\b|\bmethodolog\w+\b|\bbasis of preparation\b|` +
    String.raw`\b(?:calculated|measured|quantified|estimated|reported|prepared|compiled) (?:under|using|with|in accordance with|according to|following)` +
    String.raw` (?:the )?GHG Protocol\b`,
  'iu'
);
/** Emissions named, or a scope of them ("Market-based Scope 2 uses supplier factors"). */
export const EMISSION_WORD = /\b(?:emission\w*|ghg|co2)|\bscopes?\s?[123]\b/iu;
export const CONSOLIDATION_BASIS = new RegExp(
  String.raw`\b(?:operational control|financial control|equity share|consolidat\w+ (?:approach|scope|perimeter|group)` +
    String.raw`|(?:fully|proportionate(?:ly)?|proportionally) consolidated)\b`,
  'iu'
);
export const TRANSITION_RISK = /\btransition(?:al)? risks?\b/iu;
export const PHYSICAL_RISK = /\bphysical (?:climate )?risks?\b/iu;
export const CLIMATE_OPPORTUNITY =
  /\b(?:climate[- ]related (?:(?:financial|risks?|and|&)\s+){0,3}opportunit\w+|taxonomy[- ]aligned|green revenue\w*)\b/iu;
export const CAPITAL_WORD = /\b(?:capex|capital expenditure\w*|invest\w+|financ\w+)\b/iu;
export const INTERNAL_CARBON_PRICE = /\b(?:internal|shadow) (?:carbon )?pric\w*\b|\binternal carbon fee\b/iu;
export const REMUNERATION =
  /\b(?:remunerat\w+|compensation|bonus\w*|incentive\w*|variable pay|executive pay)\b|\b(?:executives?|executive committee|management|board|directors?|ceo)\b[^.]{0,40}\b(?:is|are) paid\b/iu;
export const INDUSTRY_METRICS = /\b(?:sasb|industry[- ]based metrics?|industry[- ]specific metrics?)\b/iu;
export const TARGET_WORD = /\b(?:target\w*|goal\w*|commit\w*|ambition\w*|aim\w*|will (?:reduce|cut|lower|halve))\b/iu;
export const TARGET_YEAR =
  /\bby (?:the end of )?(?:fy ?)?20[2-9]\d\b|\bby fy ?[2-9]\d\b|\b20[2-9]\d (?:target|goal)\b|\btarget year:? (?:fy ?)?20[2-9]\d\b/iu;
/** Climate words, or a scope of the GHG inventory named ("our Scope 3 ambition"). */
export const CLIMATE_OR_SCOPE = new RegExp(`${CLIMATE.source}|\\bscopes?\\s?[123]\\b`, 'iu');
/** A comparison year in a sentence that also names a target year: "-45 % by 2030 (compared to 2020)". */
const TARGET_AGAINST_YEAR =
  String.raw`^(?=[^]*?(?:\bby (?:the end of )?(?:fy ?)?20[2-9]\d\b|\b20[2-9]\d (?:target|goal)))` +
  String.raw`(?=[^]*?\b(?:compared (?:to|with)|relative to|versus|vs\.?|against) (?:the )?(?:fy ?)?(?:19|20)\d\d\b)`;
export const BASE_YEAR = new RegExp(
  String.raw`\bbase[- ]?(?:year|line|period)\b|\b(?:compared (?:to|with)|against|from|versus|vs\.?)` +
    String.raw` (?:the |a )?(?:fy ?)?(?:19|20)\d\d (?:level|baseline|base)|${TARGET_AGAINST_YEAR}`,
  'iu'
);
export const INTERIM_TARGET = new RegExp(
  String.raw`\b(?:interim|milestone\w*|intermediate|short[- ]term|medium[- ]term|near[- ]term)` +
    String.raw` (?:target|goal|objective)s?\b|\bby 20[2-9]\d\b[^.]{0,120}\bby 20[2-9]\d\b`,
  'iu'
);
export const TARGET_VALIDATION =
  /\b(?:sbti|science[- ]based targets? initiative|validated by|approved by the science)\b/iu;
export const CARBON_CREDITS = /\b(?:carbon credits?|offset\w*|compensat\w+ (?:of )?(?:residual )?emissions)\b/iu;
