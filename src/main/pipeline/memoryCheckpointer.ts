/**
 * A checkpointer held in memory, for tests, benches and one-shot runs that need no history. It keeps
 * the PGlite store's semantics (see checkpointer.ts) and passes the same conformance suite; values
 * are stored as JSON copies, so a caller mutating an object after a commit changes nothing stored.
 */
import type { AnalysisRun } from '../../shared/domain/pipeline';
import type { PipelineEvent } from '../../shared/domain/events';
import type { SourceOfTruth } from '../../shared/domain/sourceOfTruth';
import type { Checkpoint, Checkpointer, StoredEvent } from './checkpointer';

interface MemoryRun {
  run: Omit<AnalysisRun, 'lastSeq'>;
  checkpoints: Checkpoint[];
  events: Map<number, StoredEvent & { superseded: boolean }>;
  rows: Map<string, unknown>;
  compiled: SourceOfTruth | null;
}

const copy = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

export function memoryCheckpointer(): Checkpointer & { compiled(runId: string): SourceOfTruth | null } {
  const runs = new Map<string, MemoryRun>();
  const must = (runId: string): MemoryRun => {
    const r = runs.get(runId);
    if (!r) throw new Error(`no analysis run ${runId}`);
    return r;
  };
  const view = (r: MemoryRun): AnalysisRun => ({
    ...copy(r.run),
    lastSeq: r.events.size ? Math.max(...r.events.keys()) : -1
  });

  return {
    async create(id, reportId, config, start) {
      if (runs.has(id)) throw new Error(`analysis run ${id} already exists`);
      runs.set(id, {
        run: {
          id,
          reportId,
          status: 'running',
          config: copy(config),
          step: 0,
          cycle: 1,
          pending: [start],
          startedAt: new Date().toISOString(),
          finishedAt: null,
          error: null
        },
        checkpoints: [],
        events: new Map(),
        rows: new Map(),
        compiled: null
      });
    },
    async get(id) {
      const r = runs.get(id);
      return r ? view(r) : null;
    },
    async latestForReport(reportId) {
      const mine = [...runs.values()].filter((r) => r.run.reportId === reportId);
      // Later creations win ties (Map keeps insertion order).
      const latest = mine.reduce<MemoryRun | null>(
        (best, r) => (!best || r.run.startedAt >= best.run.startedAt ? r : best),
        null
      );
      return latest ? view(latest) : null;
    },
    async checkpoints(runId) {
      return copy(runs.get(runId)?.checkpoints ?? []);
    },
    async commitNode(runId, c) {
      const r = must(runId);
      // Copy everything first, then apply synchronously: a failure stores nothing, and no other
      // caller can observe half a commit.
      const checkpoint: Checkpoint = copy({ step: c.step, node: c.node, update: c.update, ms: Math.round(c.ms) });
      const rows: Array<[string, unknown]> = [
        ...(c.findings ?? []).map((f): [string, unknown] => [`finding:${f.id}`, copy(f)]),
        ...(c.verdicts ?? []).map((v): [string, unknown] => [`verdict:${v.claimId}`, copy(v)]),
        ...(c.gaps ?? []).map((g): [string, unknown] => [`gap:${g.id}`, copy(g)]),
        ...(c.reportFindings ?? []).map((x): [string, unknown] => [`report:${x.id}`, copy(x)])
      ];
      const at = r.checkpoints.findIndex((k) => k.step === c.step && k.node === c.node);
      if (at >= 0) r.checkpoints[at] = checkpoint;
      else r.checkpoints.push(checkpoint);
      for (const [key, value] of rows) r.rows.set(key, value);
      r.run = { ...r.run, step: c.pendingStep, pending: [...c.pending], cycle: c.cycle };
    },
    async finish(runId, status, opts = {}) {
      const r = must(runId);
      r.run = { ...r.run, status, finishedAt: new Date().toISOString(), error: opts.error ?? null };
      if (opts.compiled) r.compiled = copy(opts.compiled);
    },
    async reopen(runId) {
      const r = must(runId);
      r.run = { ...r.run, status: 'running', finishedAt: null, error: null };
    },
    async insertEvents(runId, events) {
      const r = must(runId);
      const seen = new Set<number>();
      for (const e of events) {
        if (r.events.has(e.seq) || seen.has(e.seq))
          throw new Error(`event seq ${e.seq} of run ${runId} is already stored`);
        seen.add(e.seq);
      }
      for (const e of events) r.events.set(e.seq, { ...copy(e), superseded: false });
    },
    async events(runId, afterSeq = -1, limit = 10_000) {
      const r = runs.get(runId);
      if (!r) return [];
      const live = [...r.events.values()]
        .filter((e) => e.seq > afterSeq && !e.superseded)
        .sort((a, b) => a.seq - b.seq);
      return live.slice(0, limit).map((e) => copy(e.event) as PipelineEvent);
    },
    async supersede(runId, nodeKeys) {
      const r = runs.get(runId);
      if (!r || !nodeKeys.length) return 0;
      let n = 0;
      for (const e of r.events.values()) {
        if (!e.superseded && nodeKeys.includes(e.node)) {
          e.superseded = true;
          n++;
        }
      }
      return n;
    },
    compiled: (runId) => (runs.get(runId)?.compiled ? copy(runs.get(runId)!.compiled) : null)
  };
}
