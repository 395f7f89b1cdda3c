/**
 * The sub-requirements of a registry paragraph, each with the cues that show a sentence answers it
 * (the offline engine's lexicon). A sub-requirement is one of the entry's checks; a check that points
 * to a child paragraph ("S2.6(a)(iii)") is answered by the child's own words. Cues are the stemmed
 * content words and thesaurus concepts of the check (and of the child's title and checks), plus
 * pattern cues for what words alone cannot show: a frequency, an amount in tonnes of CO2e, a
 * percentage, a price per tonne, a base year, a date, a named body. Pure.
 */
import type { RegistryEntry } from '../../corpus/registrySchema';
import { conceptTokens, contentStems } from './profiles';

/**
 * Word stems cut to five letters, so a check's "assumptions" meets a report's "assumes" and
 * "dependencies" meets "depends" (Porter leaves them apart); plus the text's thesaurus concepts.
 */
export const evidenceTerms = (text: string): Set<string> =>
  new Set([...contentStems(text).map((s) => s.slice(0, 5)), ...conceptTokens(text)]);

export interface Requirement {
  /** The paragraph that carries the check: the child's id when the check points to one, else the entry's. */
  paragraphId: string;
  /** The check in the registry's words. */
  text: string;
  /** Stems and concept tokens a sentence answering it shares (`evidenceTerms` of the check, outside its examples). */
  cues: ReadonlySet<string>;
  /**
   * Terms of the examples the check gives in brackets ("(policy,
   * technology, suppliers)"): any one helps, none is required.
   */
  examples: ReadonlySet<string>;
  /**
   * The paragraph's topic (its title's words and concepts, less the check's own): a sentence found
   * elsewhere in the report must carry one of them to answer the check.
   */
  topic: ReadonlySet<string>;
  /**
   * Patterns a sentence answering it must show (any one), when the check asks for something words alone cannot show.
   */
  patterns: readonly RegExp[];
}

const YEAR = /\b(?:19|20)\d{2}\b/u;
/** Check wording → what a sentence answering it must show. */
const PATTERN_CUES: ReadonlyArray<[RegExp, RegExp]> = [
  [
    /frequen|how often/iu,
    new RegExp(
      String.raw`\b(?:quarterly|annual(?:ly)?|yearly|monthly|weekly|twice a year|(?:once|twice|` +
        String.raw`\w+ times) (?:a|per|each) year|(?:each|every|all) (?:of its )?(?:board |` +
        String.raw`committee )?meetings?|at least (?:once|twice)|semi-annual(?:ly)?|bi-?annual(?:ly)?|` +
        String.raw`regular(?:ly)?|every (?:year|quarter|month))\b`,
      'iu'
    )
  ],
  // An amount and a CO2 mass unit anywhere in the text (a table row prints its unit once, before the cells).
  [
    /tco2e|tonnes|co2 ?e|in tonnes/iu,
    new RegExp(
      String.raw`^(?=[\s\S]*\d[\d,.]{2,})(?=[\s\S]*(?:\d\s*|\b)(?:t|tonnes?|tons?|kt|mt|kilotons?|` +
        String.raw`metric tons?)\s*(?:of\s+)?co(?:2|₂))`,
      'iu'
    )
  ],
  [/percentage|per ?cent|\bshare\b|proportion/iu, /\d+(?:[.,]\d+)?\s?(?:%|per ?cent)/iu],
  [/price per tonne|price.*used/iu, /(?:eur|usd|chf|gbp|€|\$|£)\s?\d|\d\s?(?:eur|usd|chf|gbp|€|\$|£)/iu],
  [
    /base (?:year|period)|baseline/iu,
    new RegExp(
      'base(?:line|[- ]year| period)|(?:compared (?:with|to)|from|against|relative ' +
        `to|versus|vs\\.?) ${YEAR.source}|${YEAR.source} (?:levels?|base(?:line)?)`,
      'iu'
    )
  ],
  [
    /timeline|\bperiod\b|time ?frame|target year|milestone|interim/iu,
    /\bby (?:the end of )?(?:19|20)\d{2}\b|\b(?:19|20)\d{2}\s?[-–]\s?(?:19|20)?\d{2}\b|\buntil (?:19|20)\d{2}\b/iu
  ],
  [
    /named|identified|body or (?:person|individual)/iu,
    /\b(?:board|committee|council|officer|director|ceo|cfo|coo|cso|chair|executive|management)\b/iu
  ]
];

/** Words of the registry's check phrasing that say nothing about the topic. */
const PHRASING = evidenceTerms(
  'given shown named explained addressed specific points are all whether stated disclosed described provided clear'
);

const EXAMPLES = /\(([^)]*)\)/gu;

function cuesOf(texts: readonly string[]): Set<string> {
  return new Set([...evidenceTerms(texts.join('. ').replace(EXAMPLES, ' '))].filter((t) => !PHRASING.has(t)));
}

/** The checks of a registry entry as requirements, in the registry's order. */
export function requirementsOf(entry: RegistryEntry, child: (id: string) => RegistryEntry | undefined): Requirement[] {
  return entry.subRequirements.map((s) => {
    const kid = s.id ? child(s.id) : undefined;
    const texts = kid
      ? [s.check, kid.title, ...kid.subRequirements.filter((k) => !k.id).map((k) => k.check)]
      : [s.check];
    const patterns = PATTERN_CUES.filter(
      ([asks]) => asks.test(s.check) && !(kid && kid.subRequirements.length > 1)
    ).map(([, shows]) => shows);
    const cues = cuesOf(texts);
    const examples = new Set(
      [...evidenceTerms([...s.check.matchAll(EXAMPLES)].map((m) => m[1]).join(', '))].filter(
        (t) => !cues.has(t) && !PHRASING.has(t)
      )
    );
    const topic = new Set([...cuesOf([entry.title])].filter((t) => !cues.has(t)));
    return { paragraphId: s.id ?? entry.id, text: s.check, cues, examples, topic, patterns };
  });
}
