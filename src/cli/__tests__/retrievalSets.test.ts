import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { getRegistry } from '../../main/corpus/registry';
import { getExemplars } from '../../main/corpus/mappingData';
import {
  exemplarsWithout,
  formatMisses,
  labelledSetPaths,
  loadLabelled,
  type RetrievalBenchResult
} from '../bench/retrievalBench';
import { benchCommand } from '../bench/benchCommand';
import { UsageError } from '../output';

// The labelled dev sets only: the held-out file is never read here (its aggregate comes from the bench).
const root = join(__dirname, '..', '..', '..');
const devSets = labelledSetPaths(root).filter((s) => !s.hidden);
const prefixes: Record<string, RegExp> = { dev: /^q\d{3}$/u, dev2: /^d\d{3}$/u, dev3: /^t\d{3}$/u, dev4: /^u\d{3}$/u };

describe('labelled IFRS retrieval sets', () => {
  it('lists dev, dev2, dev3 and dev4 as inspectable and only the held-out set as hidden', () => {
    expect(labelledSetPaths(root).map((s) => [s.name, s.hidden === true])).toEqual([
      ['dev', false],
      ['dev2', false],
      ['dev3', false],
      ['dev4', false],
      ['held-out', true]
    ]);
  });

  it.each(devSets.map((s) => [s.name, s.path]))(
    '%s: unique ids, and every expected id is a registry paragraph',
    (name, path) => {
      const ids = new Set(
        getRegistry()
          .listParagraphs()
          .map((p) => p.id)
      );
      const set = loadLabelled(path);
      expect(set.length).toBeGreaterThan(100);
      expect(new Set(set.map((q) => q.id)).size).toBe(set.length);
      expect(set.filter((q) => !prefixes[name]!.test(q.id)).map((q) => q.id)).toEqual([]);
      const unknown = set.flatMap((q) => q.expected.filter((x) => !ids.has(x)).map((x) => `${q.id} ${x}`));
      expect(unknown).toEqual([]);
      expect(
        set.filter((q) => q.expected.length === 0 || new Set(q.expected).size !== q.expected.length).map((q) => q.id)
      ).toEqual([]);
    }
  );

  it('the held-out set never reaches the exemplars, and each dev set is an exemplar source the bench leaves out when it measures that set', () => {
    const exemplarIds = new Set(getExemplars().map((e) => e.id));
    expect([...exemplarIds].some((id) => /^h\d+$/u.test(id))).toBe(false);
    for (const s of devSets) {
      const set = loadLabelled(s.path);
      expect(set.every((q) => exemplarIds.has(q.id))).toBe(true);
      expect(exemplarsWithout(set).size).toBe(exemplarIds.size - set.length);
    }
  });
});

describe('bench --misses', () => {
  const result: RetrievalBenchResult = {
    sets: [
      {
        name: 'dev3',
        queries: 2,
        modes: { fts: { top1: 0, top3: 0 }, vector: { top1: 0, top3: 0 }, hybrid: { top1: 0, top3: 0 } },
        agent: { top1: 0.5, top3: 0.5, top8: 0.5 },
        misses: [{ id: 't002', expected: ['S2.33(f)', 'S2.33'], top3: ['S2.35', 'S1.51(e)', 'S2.34(c)'] }]
      },
      {
        name: 'held-out',
        queries: 2,
        modes: { fts: { top1: 0, top3: 0 }, vector: { top1: 0, top3: 0 }, hybrid: { top1: 0, top3: 0 } },
        agent: { top1: 0.5, top3: 0.5, top8: 0.5 }
      }
    ],
    latency: { fts: { p50Ms: 1, p95Ms: 1 }, vector: { p50Ms: 1, p95Ms: 1 }, hybrid: { p50Ms: 1, p95Ms: 1 } },
    latencyIndex: { corpusRows: 1, reportRows: 0, report: null }
  };

  it('lists each miss of a dev set with its expected ids and the top 3', () => {
    expect(formatMisses(result, 'dev3').split('\n')).toEqual([
      'Legal mapping misses on dev3: 1 of 2 (no expected paragraph in the top 3)',
      'id      expected -> top 3',
      't002    S2.33(f), S2.33 -> S2.35, S1.51(e), S2.34(c)'
    ]);
    expect(formatMisses(result, 'held-out')).toBe('no misses to show for "held-out"');
  });

  it('refuses the held-out set and unknown names before running anything', async () => {
    await expect(benchCommand({ json: false, only: 'retrieval', misses: 'held-out' })).rejects.toThrow(
      /only its aggregate/u
    );
    await expect(benchCommand({ json: false, only: 'retrieval', misses: 'dev9' })).rejects.toThrow(UsageError);
    await expect(benchCommand({ json: false, only: 'tables', misses: 'dev3' })).rejects.toThrow(/--only retrieval/u);
  });
});
