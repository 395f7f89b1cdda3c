/**
 * The checkpointers: PGlite's analysis repository and the in-memory one pass the same conformance
 * suite; and the whole pipeline (run, cancel, resume) works on the in-memory one, which shows the
 * runner reaches its checkpoints and events through the interface alone.
 */
import { describe, expect, it } from 'vitest';
import { memoryKeyStore } from '../../src/main/llm/keys';
import { pipelineServices } from '../../src/main/library/analysisServices';
import { memoryCheckpointer } from '../../src/main/pipeline/memoryCheckpointer';
import { createRun, runPipeline } from '../../src/main/pipeline/runner';
import { RunConfigSchema } from '../../src/shared/domain/pipeline';
import type { PipelineEvent } from '../../src/shared/domain/events';
import { useImportedFixture } from '../helpers/importedFixture';
import { checkpointerConformance } from '../helpers/checkpointerConformance';
import { team } from '../helpers/scriptedAgents';

const fx = useImportedFixture('sample-report.pdf');
const log = fx.log;

checkpointerConformance('PGlite analysis repository', async () => ({
  checkpointer: fx.stores.analysis,
  reportId: fx.report.id
}));
checkpointerConformance('in memory', async () => ({ checkpointer: memoryCheckpointer(), reportId: fx.report.id }));

describe('the pipeline on the in-memory checkpointer', () => {
  it('runs, is cancelled, resumes without duplicates, and leaves the PGlite runs untouched', async () => {
    const checkpointer = memoryCheckpointer();
    const events: PipelineEvent[] = [];
    const abort = new AbortController();
    const services = await pipelineServices(fx.stores, 'offline', {
      keys: memoryKeyStore(),
      log,
      appVersion: 'test',
      checkpointer,
      agents: team({ cycles: ['support'] }),
      listeners: [
        (e) => {
          events.push(e);
          if (e.type === 'stage_changed' && e.stage === 'specialists') abort.abort();
        }
      ]
    });
    const pgRunsBefore = await fx.stores.analysis.latestForReport(fx.report.id);
    const runId = await createRun(services, fx.report.id, RunConfigSchema.parse({}));
    const first = await runPipeline(services, runId, abort.signal);
    expect(first.status).toBe('cancelled');
    expect((await checkpointer.get(runId))?.status).toBe('cancelled');
    expect((await checkpointer.checkpoints(runId)).length).toBeGreaterThan(0);

    const resumed = await runPipeline(services, runId);
    expect(resumed.status).toBe('completed');
    expect(resumed.state.verdicts).toHaveLength(resumed.state.claims.length);
    expect(resumed.state.verdicts.every((v) => v.verdict === 'verified')).toBe(true);
    expect(checkpointer.compiled(runId)).toEqual(resumed.compiled);
    // Replay from the store: live events only, seqs strictly increasing, every claim announced once.
    const stored = await checkpointer.events(runId);
    expect(stored.map((e) => e.seq)).toEqual([...stored.map((e) => e.seq)].sort((a, b) => a - b));
    const announced = stored.filter((e) => e.type === 'claim_extracted');
    expect(announced).toHaveLength(resumed.state.claims.length);
    expect(await fx.stores.analysis.get(runId)).toBeNull();
    expect((await fx.stores.analysis.latestForReport(fx.report.id))?.id).toBe(pgRunsBefore?.id);
  });
});
