/**
 * The gap scan inside a real analysis: a test agent in Legal's seat (the product's Legal agent is built
 * elsewhere and calls the same entry point) runs `scanDisclosureGaps` on its context, reports progress
 * through `ctx.emit`, and returns the gaps. The pipeline turns the progress into persisted
 * `gap_scan_progress` events (one per leaf, each pillar reaching its total), stores the gaps and
 * compiles them into the Source of Truth; the renderer's fold takes the events without changing the view.
 */
import { describe, expect, it } from 'vitest';
import { memoryKeyStore } from '../../src/main/llm/keys';
import { pipelineServices } from '../../src/main/library/analysisServices';
import { createRun, runPipeline } from '../../src/main/pipeline/runner';
import { RunConfigSchema } from '../../src/shared/domain/pipeline';
import { PipelineEventSchema, type PipelineEvent } from '../../src/shared/domain/events';
import { SourceOfTruthSchema } from '../../src/shared/domain/sourceOfTruth';
import { scanDisclosureGaps } from '../../src/main/agents/legal/gaps/scan';
import type { SpecialistAgent } from '../../src/main/agents/specialist';
import { foldRunEvents, type RunFold } from '../../src/renderer/src/stores/runFold';
import { useImportedFixture } from '../helpers/importedFixture';

const fx = useImportedFixture('gaps-no-carbon-price.pdf');

/** Legal's seat, filled by the scan alone (test only; never registered). */
const scanningLegal: SpecialistAgent = {
  id: 'legal',
  description: 'test: the disclosure-gap scan alone',
  async investigate(input, ctx) {
    if (input.cycle > 1) return { findings: [] };
    const res = await scanDisclosureGaps(
      { runId: ctx.runId, reportId: ctx.reportId, cycle: input.cycle, engine: ctx.engine, claims: ctx.report.claims() },
      ctx,
      {
        onProgress: (p) => ctx.emit({ type: 'gap_scan_progress', ...p }),
        signal: ctx.signal
      }
    );
    return { findings: [], gaps: res.gaps };
  }
};

describe('gap scan in an analysis', () => {
  it('persists per-pillar progress events and compiles the gaps', async () => {
    const events: PipelineEvent[] = [];
    const services = await pipelineServices(fx.stores, 'offline', {
      keys: memoryKeyStore(),
      log: fx.log,
      appVersion: 'test',
      agents: [scanningLegal],
      listeners: [(e) => events.push(e)]
    });
    const runId = await createRun(services, fx.report.id, RunConfigSchema.parse({ maxCycles: 1 }));
    const result = await runPipeline(services, runId);
    expect(result.status).toBe('completed');
    const stored = await fx.stores.analysis.events(runId);
    const progress = stored.filter(
      (e): e is Extract<PipelineEvent, { type: 'gap_scan_progress' }> => e.type === 'gap_scan_progress'
    );
    expect(progress.every((e) => PipelineEventSchema.safeParse(e).success && e.agent === 'legal')).toBe(true);
    for (const pillar of ['governance', 'strategy', 'risk_management', 'metrics_targets'] as const) {
      const last = progress.filter((e) => e.pillar === pillar).at(-1);
      expect(last && last.done === last.total && last.total > 0, pillar).toBe(true);
    }
    const doc = SourceOfTruthSchema.parse(result.compiled);
    expect(doc.gaps.map((g) => [g.paragraphId, g.gapStatus])).toEqual([['S2.29(f)', 'unaddressed']]);
    expect(events.filter((e) => e.type === 'disclosure_gap')).toHaveLength(1);
    // The run view's reducer takes the progress events and only moves past them.
    const view: RunFold = {
      runId,
      lastSeq: -1,
      status: 'running',
      stage: 'specialists',
      cycle: 1,
      error: null,
      note: null,
      summary: null,
      claimIds: new Set<string>(),
      verdicts: {},
      counts: {
        claims: 0,
        verdicts: 0,
        byVerdict: { verified: 0, unverified: 0, contradicted: 0, insufficient_evidence: 0 },
        reinvestigations: 0
      }
    };
    const folded = foldRunEvents(view, progress);
    expect(folded.lastSeq).toBe(progress.at(-1)!.seq);
    expect(folded.status).toBe('running');
  });
});
