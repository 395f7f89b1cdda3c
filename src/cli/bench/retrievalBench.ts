/**
 * Retrieval quality and speed on the project's labelled sets: `bench/ifrs-retrieval.jsonl` (dev: the
 * thesaurus and fusion weights were tuned looking at it), `bench/ifrs-retrieval-dev2.jsonl` (the
 * second dev set, written for the Legal mapping), `bench/ifrs-retrieval-dev3.jsonl` (a third dev set in
 * other styles), `bench/ifrs-retrieval-dev4.jsonl` (a fourth, in real
 * reports' manner) and `bench/ifrs-retrieval-holdout.jsonl` (written
 * separately, never used for tuning: the honest figure). Top-1 and top-3 hit rates for full-text,
 * vector and hybrid search over the IFRS passages, the Legal agent's mapping (hybrid retrieval
 * re-ranked with the registry's words and report vocabulary, the labelled exemplars' votes (by shared
 * terms and by word-vector meaning) and the sibling cue, `agents/legal/mapping.ts`, offline: exactly
 * what the agent assesses; the dev sets are exemplars, so each is measured with only the other sets'
 * exemplars voting, `exemplarsWithout`), and p50/p95 query latency over the whole index
 * (corpus + one ingested report of ~150 pages when available).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Core } from '../../main/core';
import { importReport } from '../../main/library/importReport';
import { retrieve } from '../../main/corpus/retrieval';
import type { SearchMode } from '../../main/store/lance/search';
import type { LanceStore } from '../../main/store/lance/lanceStore';
import { getRegistry } from '../../main/corpus/registry';
import { getVocabulary } from '../../main/corpus/mappingData';
import { MAPPING, mapParagraphs } from '../../main/agents/legal/mapping';
import { buildProfiles } from '../../main/agents/legal/profiles';
import { buildExemplars, type ExemplarIndex } from '../../main/agents/legal/exemplars';
import { getExemplars } from '../../main/corpus/mappingData';
import { RERANK_DEPTH } from '../../main/agents/legal/modelRerank';

interface SetResult {
  name: string;
  queries: number;
  modes: Record<SearchMode, { top1: number; top3: number }>;
  /**
   * The Legal agent's mapping (the paragraphs it assesses, best first);
   * top8: the right paragraph among the eight the model engine re-ranks.
   */
  agent: { top1: number; top3: number; top8: number };
  /** The queries the mapping missed (no expected id in its top 3); never kept for the held-out set. */
  misses?: LegalMiss[];
}

interface LegalMiss {
  id: string;
  expected: string[];
  top3: string[];
}

export interface LabelledSetPath {
  name: string;
  path: string;
  /** The held-out set: only its aggregate may be shown, never a query, label or miss. */
  hidden?: boolean;
}

export interface RetrievalBenchResult {
  sets: SetResult[];
  latency: Record<SearchMode, { p50Ms: number; p95Ms: number }>;
  latencyIndex: { corpusRows: number; reportRows: number; report: string | null };
}

interface Labelled {
  id: string;
  text: string;
  expected: string[];
}

export function loadLabelled(path: string): Labelled[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Labelled);
}

const percentile = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};

async function hitRates(lance: LanceStore, set: Labelled[], mode: SearchMode): Promise<{ top1: number; top3: number }> {
  let top1 = 0;
  let top3 = 0;
  for (const q of set) {
    const ids = (await retrieve(lance, q.text, { source: 'ifrs', mode, limit: 3 })).map((h) => h.refId);
    if (ids[0] && q.expected.includes(ids[0])) top1++;
    if (ids.some((id) => q.expected.includes(id))) top3++;
  }
  return { top1: top1 / set.length, top3: top3 / set.length };
}

/**
 * The exemplars that may vote when a labelled set is measured: all but the set's own queries, so a dev
 * set is measured as a new author's claims would be (only the other authors' exemplars vote), not
 * merely leave-one-out; the held-out set has no exemplar and gets them all.
 */
export function exemplarsWithout(set: readonly Labelled[]): ExemplarIndex {
  const own = new Set(set.map((q) => q.id));
  return buildExemplars(getExemplars().filter((e) => !own.has(e.id)));
}

async function agentHitRates(
  lance: LanceStore,
  set: Labelled[]
): Promise<SetResult['agent'] & { misses: LegalMiss[] }> {
  const profiles = buildProfiles(getRegistry().listParagraphs(), getVocabulary());
  const search = async (q: string, limit: number) => retrieve(lance, q, { source: 'ifrs', mode: 'hybrid', limit });
  const exemplars = exemplarsWithout(set);
  let top1 = 0;
  let top3 = 0;
  let top8 = 0;
  const misses: LegalMiss[] = [];
  const hit = (ids: readonly string[], q: Labelled): boolean => ids.some((id) => q.expected.includes(id));
  for (const q of set) {
    const ids = (await mapParagraphs(q.text, {}, search, profiles, MAPPING, exemplars))
      .slice(0, RERANK_DEPTH)
      .map((c) => c.id);
    if (ids[0] && q.expected.includes(ids[0])) top1++;
    if (hit(ids.slice(0, 3), q)) top3++;
    else misses.push({ id: q.id, expected: q.expected, top3: ids.slice(0, 3) });
    if (hit(ids, q)) top8++;
  }
  return { top1: top1 / set.length, top3: top3 / set.length, top8: top8 / set.length, misses };
}

export async function retrievalBench(
  core: Core,
  sets: LabelledSetPath[],
  reportPdf: string | null
): Promise<RetrievalBenchResult> {
  const stores = await core.ctx.stores.ready();
  if (reportPdf && existsSync(reportPdf)) await importReport(stores, { kind: 'path', path: reportPdf });
  const loaded = sets.map((s) => ({ name: s.name, hidden: s.hidden === true, items: loadLabelled(s.path) }));
  const MODES = ['fts', 'vector', 'hybrid'] as const;
  const results: SetResult[] = [];
  for (const set of loaded) {
    const modes = {} as SetResult['modes'];
    for (const mode of MODES) modes[mode] = await hitRates(stores.lance, set.items, mode);
    const { misses, ...agent } = await agentHitRates(stores.lance, set.items);
    results.push({ name: set.name, queries: set.items.length, modes, agent, ...(set.hidden ? {} : { misses }) });
  }
  // Latency over the whole index (no source filter), as agents query it.
  const latency = {} as RetrievalBenchResult['latency'];
  const queries = loaded.flatMap((s) => s.items);
  for (const mode of MODES) {
    const times: number[] = [];
    for (const q of queries) {
      const t = performance.now();
      await retrieve(stores.lance, q.text, { mode, limit: 10 });
      times.push(performance.now() - t);
    }
    latency[mode] = { p50Ms: percentile(times, 50), p95Ms: percentile(times, 95) };
  }
  return {
    sets: results,
    latency,
    latencyIndex: {
      corpusRows: (await stores.lance.countRows()) - (await stores.lance.countRows({ sourceType: 'report' })),
      reportRows: await stores.lance.countRows({ sourceType: 'report' }),
      report: reportPdf && existsSync(reportPdf) ? reportPdf.split('/').at(-1)! : null
    }
  };
}

/** The Legal mapping's misses on one labelled set, one line each (`--misses SET`). */
export function formatMisses(r: RetrievalBenchResult, name: string): string {
  const set = r.sets.find((s) => s.name === name);
  if (!set?.misses) return `no misses to show for "${name}"`;
  const lines = [
    `Legal mapping misses on ${name}: ${set.misses.length} of ${set.queries} (no expected paragraph in the top 3)`,
    'id      expected -> top 3'
  ];
  for (const m of set.misses)
    lines.push(`${m.id.padEnd(7)} ${m.expected.join(', ')} -> ${m.top3.join(', ') || '(none)'}`);
  return lines.join('\n');
}

export function formatRetrieval(r: RetrievalBenchResult): string {
  const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
  const lines = [
    `retrieval benchmark — latency over ${r.latencyIndex.corpusRows} corpus + ` +
      `${r.latencyIndex.reportRows} report rows${r.latencyIndex.report ? ` (${r.latencyIndex.report})` : ''}`,
    `set        n    mode     top-1   top-3   p50 ms  p95 ms`
  ];
  for (const set of r.sets) {
    for (const m of ['fts', 'vector', 'hybrid'] as const) {
      const x = set.modes[m];
      const l = r.latency[m];
      lines.push(
        `${set.name.padEnd(9)} ${String(set.queries).padStart(3)}   ` +
          `${m.padEnd(7)} ${pct(x.top1).padStart(6)}  ${pct(x.top3).padStart(6)}  ` +
          `${l.p50Ms.toFixed(1).padStart(6)}  ${l.p95Ms.toFixed(1).padStart(6)}`
      );
    }
    lines.push(
      `${set.name.padEnd(9)} ${String(set.queries).padStart(3)}   ${'legal'.padEnd(7)} ` +
        `${pct(set.agent.top1).padStart(6)}  ${pct(set.agent.top3).padStart(6)}       —       ` +
        `—   (Legal agent's mapping: hybrid + registry re-ranking + the other sets' exemplars; ` +
        `top-${RERANK_DEPTH} ${pct(set.agent.top8)}, what the model engine re-ranks)`
    );
  }
  return lines.join('\n');
}

/**
 * dev, dev2, dev3 and dev4 are the mapping's exemplar sources, each measured with only the other
 * sets' exemplars voting (dev4 was first measured unseen, bench/README.md, "dev4"); the held-out set
 * is shown only as an aggregate.
 */
export const labelledSetPaths = (root: string): LabelledSetPath[] => [
  { name: 'dev', path: join(root, 'bench', 'ifrs-retrieval.jsonl') },
  { name: 'dev2', path: join(root, 'bench', 'ifrs-retrieval-dev2.jsonl') },
  { name: 'dev3', path: join(root, 'bench', 'ifrs-retrieval-dev3.jsonl') },
  { name: 'dev4', path: join(root, 'bench', 'ifrs-retrieval-dev4.jsonl') },
  { name: 'held-out', path: join(root, 'bench', 'ifrs-retrieval-holdout.jsonl'), hidden: true }
];
