/**
 * Issue 26, done-when: a claim whose figure a Data/Metrics check contradicts reaches the Judge as a
 * contradicting finding naming both values and their pages. A planted evaluation report
 * (scripts/eval-reports, family annex_repeat: progress since the base year stated 12 pp off what the
 * table gives) runs through the offline pipeline; the claim stating the wrong progress is
 * contradicted, and the verdict's reasoning names the stated and the recomputed change with the
 * table's values and pages.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryKeyStore } from '../../src/main/llm/keys';
import { pipelineServices } from '../../src/main/library/analysisServices';
import { createRun, runPipeline } from '../../src/main/pipeline/runner';
import { RunConfigSchema } from '../../src/shared/domain/pipeline';
import { SourceOfTruthSchema } from '../../src/shared/domain/sourceOfTruth';
import type { FindingOf } from '../../src/shared/domain/finding';
import { startStores, type StoreManager, type Stores } from '../../src/main/store/stores';
import { importReport } from '../../src/main/library/importReport';
import { createLogger } from '../../src/main/log';
import { corpusDocs } from '../../src/main/corpus/corpusDocs';
import { freshDataDir } from '../helpers/tempStores';

const GENERATE = path.join(__dirname, '../../scripts/eval-reports/generate.mjs');
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'sibyl-judge-'));
const { dataDir, cleanup } = freshDataDir();
const log = createLogger('test');
let manager: StoreManager | undefined;
let stores: Stores;
let reportId: string;

beforeAll(async () => {
  execFileSync(process.execPath, [GENERATE, '--out', out, '--families', 'annex_repeat', '--seed', '1']);
  manager = startStores({ dataDir, host: 'cli', log, corpusDocs: corpusDocs() });
  stores = await manager.ready();
  reportId = (await importReport(stores, { kind: 'path', path: path.join(out, 'annex_repeat-planted.pdf') })).report.id;
}, 60_000);
afterAll(async () => {
  await manager?.close();
  cleanup();
  fs.rmSync(out, { recursive: true, force: true });
});

describe('a computed contradiction reaches the Judge', () => {
  it('contradicts the claim stating a wrong progress figure, naming both values and their pages', async () => {
    const services = await pipelineServices(stores, 'offline', { keys: memoryKeyStore(), log, appVersion: 'test' });
    const runId = await createRun(services, reportId, RunConfigSchema.parse({}));
    const result = await runPipeline(services, runId);
    expect(result.status).toBe('completed');
    const doc = SourceOfTruthSchema.parse(result.compiled);
    const entry = doc.pillars.flatMap((p) => p.claims).find((e) => e.claim.text.includes('31.3 % lower'));
    expect(entry?.verdict?.verdict).toBe('contradicted');
    // The reasoning names the stated and the recomputed change, both years' values and their pages.
    expect(entry!.verdict!.reasoning).toMatch(
      /Page 4 states a change of -31\.3 % in Scopes 1\+2 \(market-based\) against 2020; the figures give -19\.25 % \(362,600 \(p\. 2\) \+ 219,800 \(p\. 2\) = 582,400 t in 2024 against 435,360 \(p\. 4\) \+ 285,910 \(p\. 4\) = 721,270 t in 2020\)/
    );
    // It rests on a Data/Metrics finding against the claim, whose failed check carries every value with its page.
    const finding = result.state.findings.find(
      (f): f is FindingOf<'data_metrics'> =>
        f.agent === 'data_metrics' && f.claimId === entry!.claim.id && f.supportsClaim === false
    );
    const check = finding?.details.checks.find((c) => c.result === 'fail');
    expect(check?.checkName).toBe('baseline_progress');
    expect(check!.values.map((v) => [v.value, v.page, v.role])).toEqual([
      [-31.3, 4, 'tested'],
      [362_600, 2, 'input'],
      [219_800, 2, 'input'],
      [330_000, 6, 'input'],
      [435_360, 4, 'input'],
      [285_910, 4, 'input']
    ]);
  }, 120_000);
});
