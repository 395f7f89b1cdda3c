/**
 * One registry leaf against the report: each of its checks is looked for in the run's claims, then
 * sentence by sentence on every page (and, for emissions, in the Data/Metrics inventory), then in the
 * chunks the report's hybrid search returns for the check (a chunk may state over two sentences what
 * no single sentence does). All checks found: covered; the topic or some checks found: partial, naming
 * the checks not found; nothing: unaddressed. Conditions and reliefs are applied first.
 */
import type { RegistryEntry } from '../../../corpus/registrySchema';
import type { GhgObservation } from '../../../facts/inventory';
import { CONDITION_WORDS, RELIEF_WORDS, type Applicability } from './applicability';
import { matching, matches, sentencesOf, type Cue, type Sentence, type TopicWord } from './cues';
import type { CheckCues, LeafRule } from './ruleTypes';

export type LeafStatus = 'covered_by_claims' | 'covered_by_content' | 'partial' | 'unaddressed' | 'not_applicable';

export interface LeafResult {
  id: string;
  status: LeafStatus;
  pages: number[];
  /** Registry checks not found (partial), or all of them (unaddressed). */
  missing: string[];
  reason?: string;
  /** The checks looked for, in the registry's words, for the gap's `searched`. */
  lookedFor: string[];
  /** The report-search queries run for it. */
  queries: string[];
}

export interface ClaimSentence extends Sentence {
  claimId: string;
}

export interface ScanMaterial {
  sentences: readonly Sentence[];
  claims: readonly ClaimSentence[];
  inventory: readonly GhgObservation[];
  applicability: Applicability;
  /** Report chunks the hybrid search returns for a query, each read as one text. */
  search(query: string): Promise<readonly Sentence[]>;
}

interface Hit {
  via: 'claims' | 'content';
  pages: number[];
}

const uniquePages = (ps: Iterable<number>): number[] => [...new Set(ps)].sort((a, b) => a - b);
const claimIdsOf = (o: GhgObservation): string | undefined =>
  o.source.kind === 'claim' ? o.source.claimId : undefined;

/**
 * Runs of `n` consecutive sentences of one page read as one text, for paragraphs a report states over
 * a few sentences (a scenario's assumptions follow the sentence that names the scenario).
 */
const windowCache = new WeakMap<readonly Sentence[], Map<number, Sentence[]>>();
export function windows(sentences: readonly Sentence[], n: number): readonly Sentence[] {
  if (n <= 1) return sentences;
  let byN = windowCache.get(sentences);
  if (!byN) windowCache.set(sentences, (byN = new Map()));
  let out = byN.get(n);
  if (!out) {
    out = [];
    for (let i = 0; i < sentences.length; i++) {
      const run = sentences.slice(i, i + n).filter((x) => x.page === sentences[i]!.page);
      out.push({
        page: sentences[i]!.page,
        text: run.map((x) => x.text).join(' '),
        ideas: new Set(run.flatMap((x) => [...x.ideas])),
        context: new Set(run.flatMap((x) => [...(x.context ?? [])]))
      });
    }
    byN.set(n, out);
  }
  return out;
}

function findInText(check: CheckCues, topic: TopicWord, m: ScanMaterial, window = 1): Hit | null {
  const fromClaims = matching(m.claims, check.cues, topic);
  const obs = check.ghg ? m.inventory.filter(check.ghg) : [];
  const obsFromClaims = obs.filter((o) => claimIdsOf(o));
  if (fromClaims.length || obsFromClaims.length)
    return {
      via: 'claims',
      pages: uniquePages([...fromClaims.map((s) => s.page), ...obsFromClaims.map((o) => o.page)])
    };
  let fromPages = matching(windows(m.sentences, window), check.cues, topic);
  // A statement often names its subject in one sentence and goes on in the next ("Our CSR Committee
  // … validates the targets. It reviews progress several times a year."): cues made of ideas alone
  // may be met over two consecutive sentences when they are about the topic (a cue with `T`). Cues
  // with a pattern (a figure, an exact term) or without the topic ("method ghg") may not: "working
  // methods" next to a sentence on CO2 is no emissions methodology.
  const ideasOnly = check.cues.filter((c) => typeof c === 'string' && /(?:^|[\s|])T(?:$|[\s|])/u.test(c));
  if (!fromPages.length && window < 2 && ideasOnly.length)
    fromPages = matching(windows(m.sentences, 2), ideasOnly, topic);
  if (fromPages.length || obs.length)
    return { via: 'content', pages: uniquePages([...fromPages.map((s) => s.page), ...obs.map((o) => o.page)]) };
  return null;
}

async function findByRetrieval(
  cues: readonly Cue[],
  query: string,
  topic: TopicWord,
  m: ScanMaterial
): Promise<Hit | null> {
  if (!cues.length) return null;
  const chunks = await m.search(query);
  const hits = chunks.filter((c) => cues.some((cue) => matches(c, cue, topic)));
  return hits.length ? { via: 'content', pages: uniquePages(hits.map((h) => h.page)) } : null;
}

/** The registry checks the rule assesses, by name: its own checks (no sub-paragraph of their own). */
function checkNames(entry: RegistryEntry, rule: LeafRule): string[] {
  const own = entry.subRequirements.filter((s) => !s.id).map((s) => s.check);
  if (!rule.checks) return [own[0] ?? entry.title];
  return rule.checks.map((_, i) => own[i] ?? entry.title);
}

export const queryOf = (entry: RegistryEntry, what: string): string =>
  `${entry.title}. ${what}. ${entry.keywords.slice(0, 4).join(', ')}`;

/** Pages a partial gap cites: where the paragraph's topic stands most, at most this many. */
const MAX_PARTIAL_PAGES = 5;

/** Pages where the paragraph's topic stands in a sentence or a claim, those with the most such sentences first. */
function topicIn(rule: LeafRule, topic: TopicWord, m: ScanMaterial): number[] {
  const count = new Map<number, number>();
  for (const s of [...matching(m.sentences, rule.topic ?? [], topic), ...matching(m.claims, rule.topic ?? [], topic)])
    count.set(s.page, (count.get(s.page) ?? 0) + 1);
  return [...count.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([p]) => p);
}

/** Pages where the paragraph's topic stands, asking the report search when no sentence shows it. */
async function topicPagesOf(
  entry: RegistryEntry,
  rule: LeafRule,
  topic: TopicWord,
  m: ScanMaterial,
  queries: string[]
): Promise<number[]> {
  const pages = topicIn(rule, topic, m);
  if (pages.length || !rule.topic?.length) return pages;
  const q = queryOf(entry, entry.title);
  queries.push(q);
  // The topic is a subject, not a check: it must stand within two consecutive sentences of a chunk,
  // not anywhere in it (a long chunk holds "transition risks" and "exposed … plants" apart).
  const chunks = await m.search(q);
  const cues = rule.topic;
  return uniquePages(
    chunks
      .filter((c) => windows(sentencesOf(c.page, c.text), 2).some((w) => cues.some((cue) => matches(w, cue, topic))))
      .map((c) => c.page)
  );
}

/** A `scan` rule (or one S2 rule read for an S1 paragraph) against the report. */
export async function scanLeaf(
  entry: RegistryEntry,
  rule: LeafRule,
  topic: TopicWord,
  m: ScanMaterial
): Promise<Omit<LeafResult, 'id'>> {
  const names = checkNames(entry, rule);
  const checks: ReadonlyArray<CheckCues | null> = rule.checks ?? [{ cues: rule.topic ?? [] }];
  const queries: string[] = [];
  const found: Array<Hit | null | 'skip'> = [];
  for (const [i, check] of checks.entries()) {
    if (!check) {
      found.push('skip');
      continue;
    }
    let hit = findInText(check, topic, m, rule.window);
    // A figure check is met by a figure read on its page, never by words that merely share a chunk.
    if (!hit && !check.ghg) {
      const q = queryOf(entry, names[i]!);
      queries.push(q);
      hit = await findByRetrieval(check.cues, q, topic, m);
    }
    found.push(hit);
  }
  if (
    rule.topicRequired &&
    found.some((f) => f && f !== 'skip') &&
    !(await topicPagesOf(entry, rule, topic, m, queries)).length
  ) {
    return {
      status: 'unaddressed',
      pages: [],
      missing: names.filter((_, i) => found[i] !== 'skip'),
      lookedFor: names.filter((_, i) => found[i] !== 'skip'),
      queries
    };
  }
  const assessed = found.filter((f): f is Hit | null => f !== 'skip');
  const hits = assessed.filter((f): f is Hit => !!f);
  const lookedFor = names.filter((_, i) => found[i] !== 'skip');
  if (hits.length === assessed.length) {
    return {
      status: hits.every((h) => h.via === 'claims') ? 'covered_by_claims' : 'covered_by_content',
      pages: uniquePages(hits.flatMap((h) => h.pages)),
      missing: [],
      lookedFor,
      queries
    };
  }
  const missing = names.filter((_, i) => found[i] === null);
  const topicPages = hits.length ? topicIn(rule, topic, m) : await topicPagesOf(entry, rule, topic, m, queries);
  // A partial gap cites the pages where checks were met, then those where its topic stands most.
  const pages = uniquePages([...new Set([...hits.flatMap((h) => h.pages), ...topicPages])].slice(0, MAX_PARTIAL_PAGES));
  if (rule.optional && !hits.length)
    return {
      status: 'not_applicable',
      pages: [],
      missing: [],
      reason: rule.reason ?? 'applies only if the entity has it',
      lookedFor,
      queries
    };
  if (pages.length) return { status: 'partial', pages, missing, lookedFor, queries };
  return { status: 'unaddressed', pages: [], missing: names.filter((_, i) => found[i] !== 'skip'), lookedFor, queries };
}

/** Why a conditional paragraph or one under a claimed relief is not applicable, or null when it applies. */
export function notApplicable(rule: LeafRule, a: Applicability): string | null {
  if (rule.condition) {
    const c = a.conditions[rule.condition];
    if (c.state === 'denied') return `the report says it does not apply: "${clip(c.text ?? '')}" (p. ${c.page})`;
    if (c.state === 'unknown')
      return `applies only to an entity with ${CONDITION_WORDS[rule.condition]}; the report does not mention any`;
  }
  return null;
}

/** Why a conditional paragraph applies when the report only suggests its condition, or null. */
export function appliesBecause(rule: LeafRule, a: Applicability): string | null {
  const c = rule.condition ? a.conditions[rule.condition] : null;
  return c?.state === 'suggested'
    ? `applies because the report suggests ${CONDITION_WORDS[rule.condition!]} without saying either way: "${clip(c.text ?? '')}" (p. ${c.page})`
    : null;
}

/** A relief the report claims that suspends the paragraph, or null. */
export function reliefClaimed(rule: LeafRule, a: Applicability): string | null {
  if (!rule.relief) return null;
  const r = a.reliefs[rule.relief];
  return r.state === 'holds'
    ? `the report claims ${RELIEF_WORDS[rule.relief]}: "${clip(r.text ?? '')}" (p. ${r.page})`
    : null;
}

export const clip = (s: string, n = 140): string => (s.length <= n ? s : `${s.slice(0, n - 1)}…`);

const RANK: Record<LeafStatus, number> = {
  covered_by_claims: 4,
  covered_by_content: 3,
  partial: 2,
  unaddressed: 1,
  not_applicable: 0
};

/** The best of several results (a `via` or `derived` paragraph follows the best of its sources). */
export function best(results: readonly LeafResult[]): LeafResult | undefined {
  return [...results].sort((a, b) => RANK[b.status] - RANK[a.status])[0];
}
