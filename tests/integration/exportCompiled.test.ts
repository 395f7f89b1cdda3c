/**
 * The analysis that has just compiled its Source of Truth hands it to the export as it is, instead of
 * the export reading it back from the store: the document exported is the same either way (the
 * analyst's overrides, cross-map, methodology and audit trail still come from the stores).
 */
import { describe, expect, it } from 'vitest';
import { memoryKeyStore } from '../../src/main/llm/keys';
import { pipelineServices } from '../../src/main/library/analysisServices';
import { analyzeReport } from '../../src/main/library/analyzeReport';
import { exportDocumentForRun } from '../../src/main/library/exportReport';
import { useImportedFixture } from '../helpers/importedFixture';
import { team } from '../helpers/scriptedAgents';

const fx = useImportedFixture('sample-report.pdf');

describe('the export of a run just compiled', () => {
  it('is the same document whether the compiled Source of Truth is passed or read back', async () => {
    const services = () =>
      pipelineServices(fx.stores, 'offline', {
        keys: memoryKeyStore(),
        log: fx.log,
        appVersion: 'test',
        agents: team({ cycles: ['support'] })
      });
    const started = await analyzeReport(
      { runs: fx.stores.analysis, services },
      { target: { kind: 'new', reportId: fx.report.id, engine: 'offline' } }
    );
    const done = await started.finished;
    expect(done.compiled).not.toBeNull();
    const now = () => new Date('2026-01-02T03:04:05.000Z');
    const stored = await exportDocumentForRun(fx.stores, done.runId, { now });
    const passed = await exportDocumentForRun(fx.stores, done.runId, { now, compiled: done.compiled! });
    expect(passed).toEqual(stored);
    expect(JSON.stringify(passed)).toBe(JSON.stringify(stored));
  });
});
