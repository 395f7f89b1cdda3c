/**
 * The analyze use case every caller goes through (the app's runner, `sibyl analyze`, the bench):
 * a new run is written out by the report writers; cancel then resume finishes the same run; resume
 * rules refuse what cannot be resumed with a clear error and create nothing; a model engine without
 * settings fails before any run exists.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { memoryKeyStore } from '../../src/main/llm/keys';
import { pipelineServices } from '../../src/main/library/analysisServices';
import { analyzeReport, type AnalyzeDeps } from '../../src/main/library/analyzeReport';
import { memoryCheckpointer } from '../../src/main/pipeline/memoryCheckpointer';
import { jsonReportWriter } from '../../src/main/report/writers';
import { SourceOfTruthSchema } from '../../src/shared/domain/sourceOfTruth';
import type { PipelineEvent } from '../../src/shared/domain/events';
import { useImportedFixture } from '../helpers/importedFixture';
import { team } from '../helpers/scriptedAgents';

const out = mkdtempSync(join(tmpdir(), 'sibyl-analyze-out-'));
const fx = useImportedFixture('sample-report.pdf');
const log = fx.log;
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** Deps over a fresh in-memory checkpointer, so each test sees a report never analysed before. */
function deps(listeners: ((e: PipelineEvent) => void)[] = [], env: NodeJS.ProcessEnv = {}): AnalyzeDeps {
  const checkpointer = memoryCheckpointer();
  return {
    runs: checkpointer,
    services: (engine) =>
      pipelineServices(fx.stores, engine, {
        keys: memoryKeyStore(),
        log,
        env,
        appVersion: 'test',
        checkpointer,
        agents: team({ cycles: ['support'] }),
        listeners
      })
  };
}

describe('analyzeReport', () => {
  it('runs a new analysis and writes report.json through the writers', async () => {
    const d = deps();
    const started = await analyzeReport(d, {
      target: { kind: 'new', reportId: fx.report.id, engine: 'offline', maxCycles: 2 },
      outDir: join(out, 'new'),
      writers: [jsonReportWriter]
    });
    expect(started).toMatchObject({ reportId: fx.report.id, engine: 'offline', resumed: false });
    const r = await started.finished;
    expect(r.status).toBe('completed');
    expect(r.files.json).toBe(join(out, 'new', 'report.json'));
    const doc = SourceOfTruthSchema.parse(JSON.parse(readFileSync(r.files.json!, 'utf8')));
    expect(doc).toEqual(r.compiled);
    expect(doc.run.config.maxCycles).toBe(2);
    expect((await d.runs.get(started.runId))?.status).toBe('completed');
  });

  it('reuses the stored claims when asked, announcing each, and extracts nothing', async () => {
    const stored = await fx.stores.claims.list(fx.report.id);
    expect(stored.length).toBeGreaterThan(0);
    const events: PipelineEvent[] = [];
    const d = deps([(e) => events.push(e)]);
    const r = await (
      await analyzeReport(d, { target: { kind: 'new', reportId: fx.report.id, engine: 'offline', claims: 'reuse' } })
    ).finished;
    expect(r.status).toBe('completed');
    expect(r.compiled?.run.config.claims).toBe('reuse');
    expect(r.state.claims.map((c) => c.id).sort()).toEqual(stored.map((c) => c.id).sort());
    expect(events.filter((e) => e.type === 'claim_extracted')).toHaveLength(stored.length);
    expect(
      events.some(
        (e) => e.type === 'agent_status' && e.agent === 'claims' && /stored claims reused/.test(e.message ?? '')
      )
    ).toBe(true);
    // No claims run was recorded: nothing was extracted again.
    const before = await fx.stores.claims.latestRun(fx.report.id);
    expect(before?.id).not.toBe(r.runId);
  });

  it('writes nothing without an output directory', async () => {
    const r = await (
      await analyzeReport(deps(), {
        target: { kind: 'new', reportId: fx.report.id, engine: 'offline' },
        writers: [jsonReportWriter]
      })
    ).finished;
    expect(r.status).toBe('completed');
    expect(r.files).toEqual({});
  });

  it('resumes the latest cancelled run to completion, writing only then', async () => {
    const abort = new AbortController();
    const d = deps([
      (e) => {
        if (e.type === 'stage_changed' && e.stage === 'judge') abort.abort();
      }
    ]);
    const dir = join(out, 'resume');
    const first = await analyzeReport(d, {
      target: { kind: 'new', reportId: fx.report.id, engine: 'offline' },
      signal: abort.signal,
      outDir: dir,
      writers: [jsonReportWriter]
    });
    const cancelled = await first.finished;
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.files).toEqual({});
    expect(existsSync(join(dir, 'report.json'))).toBe(false);

    const again = await analyzeReport(d, {
      target: { kind: 'resume-latest', reportId: fx.report.id },
      outDir: dir,
      writers: [jsonReportWriter]
    });
    expect(again).toMatchObject({ runId: first.runId, resumed: true, engine: 'offline' });
    const done = await again.finished;
    expect(done.status).toBe('completed');
    expect(done.state.verdicts).toHaveLength(done.state.claims.length);
    expect(JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8'))).toEqual(done.compiled);
  });

  it('refuses to resume what cannot be resumed, with a clear error, creating nothing', async () => {
    const d = deps();
    await expect(analyzeReport(d, { target: { kind: 'resume-latest', reportId: fx.report.id } })).rejects.toMatchObject(
      { code: 'RUN_NOT_RESUMABLE', message: expect.stringMatching(/never been analysed/) }
    );
    await expect(analyzeReport(d, { target: { kind: 'resume', runId: 'run_missing' } })).rejects.toMatchObject({
      code: 'RUN_NOT_RESUMABLE',
      message: expect.stringMatching(/run_missing/)
    });
    const done = await (
      await analyzeReport(d, { target: { kind: 'new', reportId: fx.report.id, engine: 'offline' } })
    ).finished;
    await expect(analyzeReport(d, { target: { kind: 'resume-latest', reportId: fx.report.id } })).rejects.toMatchObject(
      { message: expect.stringMatching(new RegExp(`${done.runId}, is completed`)) }
    );
    await expect(analyzeReport(d, { target: { kind: 'resume', runId: done.runId } })).rejects.toMatchObject({
      code: 'RUN_NOT_RESUMABLE'
    });
    expect((await d.runs.latestForReport(fx.report.id))?.id).toBe(done.runId);
  });

  it('refuses a report that does not exist', async () => {
    await expect(
      analyzeReport(deps(), { target: { kind: 'new', reportId: 'rpt_nowhere', engine: 'offline' } })
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('fails a model run without settings before any run record exists', async () => {
    const d = deps([], {});
    await expect(
      analyzeReport(d, { target: { kind: 'new', reportId: fx.report.id, engine: 'model' } })
    ).rejects.toThrow();
    expect(await d.runs.latestForReport(fx.report.id)).toBeNull();
  });
});
