/**
 * What each registry paragraph is about, as weighted terms: its own words (title, the plain-language
 * requirement, its checks), its own keywords (those it does not merely inherit from its parent) and
 * the disclosure-thesaurus concepts those words name. Words many paragraphs share weigh little
 * (inverse document frequency over the registry), so "board" does not decide between S2.6(a)(ii) and
 * S2.6(a)(iii) but "how often" does. Built once from the registry; pure.
 */
import { getConcepts, stemTokens } from '../../corpus/concepts';
import { getSynonyms, type Vocabulary } from '../../corpus/mappingData';
import type { RegistryEntry } from '../../corpus/registrySchema';

/** Function words and the registry's own boilerplate ("disclosed", "described"), never evidence of a topic. */
const STOP = new Set(
  stemTokens(
    [
      'a an and are as at be been by for from has have how in into ' +
        'is it its of on or that the their this to was were which with',
      'what when where whether who why will would can could may our ' +
        'we us they them these those any each other such than also not',
      'disclose disclosed disclosure describe described description ' +
        'explain explained state stated stating give given information',
      "entity entities entity's report reporting period include includes including used use using about there all",
      'us i ii iii iv v vi 1 2 3 4 5 6 7 8 9'
    ].join(' ')
  )
);

/** The stemmed content words of a text (stop words dropped). */
export const contentStems = (text: string): string[] =>
  stemTokens(text).filter((t) => !STOP.has(t) && !/^\d+$/u.test(t));

/** The thesaurus concept ids a text names, as tokens that never collide with a word (`cx<id>`). */
export const conceptTokens = (text: string): string[] =>
  getConcepts()
    .ids(text)
    .map((id) => `cx${id}`);

/** Weighted terms of one paragraph: term → weight (before idf). */
export interface Profile {
  id: string;
  entry: RegistryEntry;
  terms: Map<string, number>;
  /** The thesaurus concepts of the paragraph's defining words (title, requirement, own checks). */
  concepts: ReadonlySet<string>;
  /** Euclidean norm of the idf-weighted vector (for a cosine). */
  norm: number;
  /**
   * The terms that set this paragraph apart from its siblings
   * (none of them carries the term), for telling children apart.
   */
  distinctive: ReadonlySet<string>;
}

export interface Profiles {
  byId: Map<string, Profile>;
  idf(term: string): number;
  all: readonly Profile[];
}

/** How much each field of an entry speaks for the paragraph itself. */
export const FIELD = {
  title: 2,
  requires: 1,
  check: 1,
  childCheck: 0.5,
  ownKeyword: 1,
  inheritedKeyword: 0.25,
  concept: 1.5,
  vocabulary: 0.8
} as const;

function add(terms: Map<string, number>, words: readonly string[], weight: number): void {
  for (const w of new Set(words)) terms.set(w, Math.max(terms.get(w) ?? 0, weight));
}

function rawTerms(
  e: RegistryEntry,
  parent: RegistryEntry | undefined,
  vocabulary: readonly string[],
  vocabularyWeight: number
): Map<string, number> {
  const terms = new Map<string, number>();
  // Report vocabulary first: the registry's own words, added after, keep their higher weight.
  add(terms, [...vocabulary.flatMap(contentStems), ...conceptTokens(vocabulary.join('. '))], vocabularyWeight);
  const inherited = new Set((parent?.keywords ?? []).map((k) => k.toLowerCase()));
  const own = e.keywords.filter((k) => !inherited.has(k.toLowerCase()));
  const ownText = [e.title, e.requires, ...e.subRequirements.filter((s) => !s.id).map((s) => s.check), ...own].join(
    '. '
  );
  add(terms, e.keywords.filter((k) => inherited.has(k.toLowerCase())).flatMap(contentStems), FIELD.inheritedKeyword);
  add(
    terms,
    e.subRequirements.filter((s) => s.id).flatMap((s) => contentStems(s.check)),
    FIELD.childCheck
  );
  add(terms, own.flatMap(contentStems), FIELD.ownKeyword);
  add(
    terms,
    e.subRequirements.filter((s) => !s.id).flatMap((s) => contentStems(s.check)),
    FIELD.check
  );
  add(terms, contentStems(e.requires), FIELD.requires);
  add(terms, contentStems(e.title), FIELD.title);
  add(terms, conceptTokens(ownText), FIELD.concept);
  return terms;
}

/**
 * Profiles of the given entries. `vocabulary` (paragraph id → phrases a report uses for it,
 * `corpus/ifrs/vocabulary.json`) joins each paragraph's terms at `vocabularyWeight`.
 */
export function buildProfiles(
  entries: readonly RegistryEntry[],
  vocabulary: Vocabulary = {},
  vocabularyWeight: number = FIELD.vocabulary
): Profiles {
  const byEntry = new Map(entries.map((e) => [e.id, e]));
  const raw = entries.map((e) => ({
    entry: e,
    terms: rawTerms(e, e.parent ? byEntry.get(e.parent) : undefined, vocabulary[e.id] ?? [], vocabularyWeight)
  }));
  const df = new Map<string, number>();
  for (const r of raw) for (const t of r.terms.keys()) df.set(t, (df.get(t) ?? 0) + 1);
  const n = raw.length;
  const idf = (t: string): number => Math.log(1 + n / (df.get(t) ?? 0.5));
  const all = raw.map(({ entry, terms }) => {
    let sq = 0;
    for (const [t, w] of terms) sq += (w * idf(t)) ** 2;
    const concepts = new Set(
      conceptTokens(
        [entry.title, entry.requires, ...entry.subRequirements.filter((x) => !x.id).map((x) => x.check)].join('. ')
      )
    );
    return {
      id: entry.id,
      entry,
      terms,
      concepts,
      norm: Math.sqrt(sq) || 1,
      distinctive: new Set<string>() as ReadonlySet<string>
    };
  });
  for (const p of all) {
    const siblings = all.filter((o) => o !== p && o.entry.parent !== null && o.entry.parent === p.entry.parent);
    if (siblings.length)
      p.distinctive = new Set([...p.terms.keys()].filter((t) => !siblings.some((o) => o.terms.has(t))));
  }
  return { byId: new Map(all.map((p) => [p.id, p])), idf, all };
}

/**
 * Query terms of a text: its content stems, their general-English synonyms that the mapping's
 * vocabulary knows (`synonyms.json`: "pay" brings "remuneration", "halted" brings "stop"), and its
 * concept tokens, each once.
 */
export function queryTerms(text: string): Set<string> {
  const stems = contentStems(text);
  const synonyms = getSynonyms();
  return new Set([...stems, ...stems.flatMap((s) => synonyms.get(s) ?? []), ...conceptTokens(text)]);
}

/**
 * How well a paragraph's own terms match a text: the idf-weighted cosine between the text's terms
 * (binary) and the paragraph's weighted terms, in [0, 1].
 */
export function profileMatch(p: Profile, query: ReadonlySet<string>, idf: (t: string) => number): number {
  let dot = 0;
  let qsq = 0;
  for (const t of query) {
    const w = idf(t);
    qsq += w * w;
    const pw = p.terms.get(t);
    if (pw) dot += pw * w * w;
  }
  return qsq ? dot / (p.norm * Math.sqrt(qsq)) : 0;
}

/**
 * How well the concepts of a text and a paragraph's defining concepts fit each other: the F1 of
 * idf-weighted overlap (how much of the paragraph the text names, and how much of the text the
 * paragraph explains), in [0, 1].
 */
export function conceptFit(p: Profile, query: ReadonlySet<string>, idf: (t: string) => number): number {
  let both = 0;
  let mine = 0;
  let theirs = 0;
  for (const c of p.concepts) mine += idf(c);
  for (const t of query) {
    if (!t.startsWith('cx')) continue;
    theirs += idf(t);
    if (p.concepts.has(t)) both += idf(t);
  }
  if (!both) return 0;
  const recall = both / mine;
  const precision = both / theirs;
  return (2 * recall * precision) / (recall + precision);
}

/**
 * How much of what sets a paragraph apart from its siblings a text carries: the idf-weighted share
 * of the query's terms that are among the paragraph's distinctive terms, in [0, 1]. Zero for a
 * paragraph without siblings.
 */
export function siblingCue(p: Profile, query: ReadonlySet<string>, idf: (t: string) => number): number {
  if (!p.distinctive.size) return 0;
  let hit = 0;
  let all = 0;
  for (const t of query) {
    all += idf(t);
    if (p.distinctive.has(t)) hit += idf(t);
  }
  return all ? hit / all : 0;
}
