/**
 * Resume reads its checkpoints through the state update's schema: every checkpoint a real offline run
 * commits parses back to itself, a damaged one stops the resume with a clear error (and leaves the run
 * as it was), and the same run resumes as before once its checkpoints are sound.
 */
import { describe, expect, it } from 'vitest';
import { memoryKeyStore } from '../../src/main/llm/keys';
import { pipelineServices } from '../../src/main/library/analysisServices';
import { memoryCheckpointer } from '../../src/main/pipeline/memoryCheckpointer';
import type { Checkpointer } from '../../src/main/pipeline/checkpointer';
import { createRun, runPipeline } from '../../src/main/pipeline/runner';
import { StateUpdateSchema } from '../../src/main/pipeline/stateUpdate';
import { RunConfigSchema } from '../../src/shared/domain/pipeline';
import { useImportedFixture } from '../helpers/importedFixture';
import { team } from '../helpers/scriptedAgents';

const fx = useImportedFixture('sample-report.pdf');

describe('checkpoints parsed on resume', () => {
  it("every checkpoint of a run with the product's agents parses back to what was committed", async () => {
    const checkpointer = memoryCheckpointer();
    const services = await pipelineServices(fx.stores, 'offline', {
      keys: memoryKeyStore(),
      log: fx.log,
      appVersion: 'test',
      checkpointer
    });
    const runId = await createRun(services, fx.report.id, RunConfigSchema.parse({}));
    expect((await runPipeline(services, runId)).status).toBe('completed');
    const checkpoints = await checkpointer.checkpoints(runId);
    expect(checkpoints.map((c) => c.node)).toEqual(expect.arrayContaining(['claims', 'legal', 'judge', 'compile']));
    for (const c of checkpoints) expect(StateUpdateSchema.parse(c.update)).toEqual(c.update);
  }, 120_000);

  it('a checkpoint that no longer parses stops the resume, naming run, node, field; a good one resumes', async () => {
    const checkpointer = memoryCheckpointer();
    const abort = new AbortController();
    const services = await pipelineServices(fx.stores, 'offline', {
      keys: memoryKeyStore(),
      log: fx.log,
      appVersion: 'test',
      checkpointer,
      agents: team({ cycles: ['support'] }),
      listeners: [
        (e) => {
          if (e.type === 'stage_changed' && e.stage === 'specialists') abort.abort();
        }
      ]
    });
    const runId = await createRun(services, fx.report.id, RunConfigSchema.parse({}));
    expect((await runPipeline(services, runId, abort.signal)).status).toBe('cancelled');
    const sound = await checkpointer.checkpoints(runId);
    const claimsAt = sound.findIndex((c) => c.node === 'claims');
    expect(claimsAt).toBeGreaterThanOrEqual(0);

    // The store hands back the claims checkpoint with its first claim's page gone.
    const damaged: Checkpointer = {
      ...checkpointer,
      checkpoints: async (id) =>
        (await checkpointer.checkpoints(id)).map((c, i) => {
          if (i !== claimsAt) return c;
          const [first, ...rest] = c.update.claims as Record<string, unknown>[];
          const { sourcePage: _gone, ...broken } = first!;
          return { ...c, update: { ...c.update, claims: [broken, ...rest] } };
        })
    };
    const failing = runPipeline({ ...services, checkpointer: damaged }, runId);
    await expect(failing).rejects.toMatchObject({ code: 'RUN_NOT_RESUMABLE' });
    const message = await failing.catch((err: Error) => err.message);
    expect(message).toContain(`run ${runId}`);
    expect(message).toContain(`node claims (step ${sound[claimsAt]!.step})`);
    expect(message).toContain('claims[0].sourcePage');
    expect((await checkpointer.get(runId))?.status).toBe('cancelled');

    const resumed = await runPipeline(services, runId);
    expect(resumed.status).toBe('completed');
    expect(resumed.timings.map((t) => t.node)).not.toContain('claims');
    expect(resumed.state.verdicts).toHaveLength(resumed.state.claims.length);
  }, 120_000);
});
