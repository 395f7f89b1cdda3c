/**
 * `sibyl analyze` end to end through the built CLI: an offline run writes report.json with a verdict
 * for every claim; a model-engine run killed (SIGKILL) while its extraction call is in flight resumes
 * with --resume from its last checkpoint and finishes without duplicated claims, verdicts or events.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCliAsync } from '../helpers/cliChild';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chat, startFakeOpenAI, type FakeOpenAI } from '../../src/main/llm/fakeOpenAIServer';
import { startStores } from '../../src/main/store/stores';
import { createLogger } from '../../src/main/log';
import { SourceOfTruthSchema } from '../../src/shared/domain/sourceOfTruth';
import { fixture, freshDataDir } from '../helpers/tempStores';

const cli = join(__dirname, '..', '..', 'out', 'main', 'cli.js');
const built = existsSync(cli);
if (!built)
  process.stderr.write(
    'analyzeResume.test.ts skipped: out/main/cli.js is missing; run `npm run build` first (npm test does)\n'
  );

describe.skipIf(!built)('sibyl analyze', () => {
  const { dataDir, cleanup } = freshDataDir();
  const out = mkdtempSync(join(tmpdir(), 'sibyl-out-'));
  let fake: FakeOpenAI;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
  });
  afterAll(async () => {
    await fake.close();
    cleanup();
    rmSync(out, { recursive: true, force: true });
  });
  const env = (): NodeJS.ProcessEnv => ({
    ...process.env,
    SIBYL_PROVIDER: 'custom',
    SIBYL_BASE_URL: fake.baseUrl,
    SIBYL_MODEL: 'fake-model',
    SIBYL_API_KEY: 'sk-test'
  });
  const sibyl = (args: string[], e: NodeJS.ProcessEnv = process.env) => {
    const r = spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8', timeout: 170_000, env: e });
    return { code: r.status, out: r.stdout, err: r.stderr };
  };

  it('runs the whole pipeline offline and writes report.json with a verdict for every claim', () => {
    const r = sibyl([
      'analyze',
      fixture('sample-report.pdf'),
      '--data-dir',
      dataDir,
      '--out',
      join(out, 'offline'),
      '--json'
    ]);
    expect(r.code).toBe(0);
    const res = JSON.parse(r.out) as { status: string; outFile: string };
    expect(res.status).toBe('completed');
    const doc = SourceOfTruthSchema.parse(JSON.parse(readFileSync(res.outFile, 'utf8')));
    const entries = doc.pillars.flatMap((p) => p.claims);
    expect(entries.length).toBe(doc.summary.claims);
    expect(entries.every((e) => e.verdict !== null)).toBe(true);
    expect(doc.run.config.engine).toBe('offline');
    // Nothing to resume once complete.
    const again = sibyl(['analyze', fixture('sample-report.pdf'), '--data-dir', dataDir, '--resume']);
    expect(again.code).toBe(2);
    expect(again.err).toMatch(/no unfinished analysis/);
  });

  it('resumes a run killed mid-extraction without duplicating anything', async () => {
    // The first extraction call never answers in time: the process is killed while waiting for it.
    const claimsAnswer = JSON.stringify({
      claims: [
        {
          claim_text: 'Scope 1 emissions fell by 11.5 percent compared with 2022',
          claim_type: 'quantitative',
          source_page: 1,
          source_context: '',
          priority: 'high',
          reasoning: 'A figure with a year.',
          preliminary_ifrs: []
        }
      ]
    });
    fake.reset();
    fake.setDefault(() => ({ kind: 'delay', ms: 120_000, then: chat(claimsAnswer) }));
    const child = spawn(
      process.execPath,
      [
        cli,
        'analyze',
        fixture('sample-report.pdf'),
        '--engine',
        'model',
        '--data-dir',
        dataDir,
        '--out',
        join(out, 'model')
      ],
      { env: env(), stdio: 'pipe' }
    );
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    await new Promise<void>((resolve, reject) => {
      const t = setInterval(() => {
        if (fake.requests.some((q) => q.path.endsWith('/chat/completions'))) {
          clearInterval(t);
          resolve();
        }
      }, 50);
      void exited.then(() => {
        clearInterval(t);
        reject(new Error('the analysis ended before it reached the model'));
      });
    });
    child.kill('SIGKILL');
    await exited;

    fake.setDefault(() => chat(claimsAnswer));
    const r = await runCliAsync(
      [
        'analyze',
        fixture('sample-report.pdf'),
        '--data-dir',
        dataDir,
        '--resume',
        '--json',
        '--out',
        join(out, 'model')
      ],
      env()
    );
    expect(r.err).not.toMatch(/internal error/);
    expect(r.code, r.err).toBe(0);
    const res = JSON.parse(r.out) as { status: string; resumed: boolean; runId: string; outFile: string };
    expect(res).toMatchObject({ status: 'completed', resumed: true });
    const doc = SourceOfTruthSchema.parse(JSON.parse(readFileSync(res.outFile, 'utf8')));
    expect(doc.run.config.engine).toBe('model');
    expect(doc.pillars.flatMap((p) => p.claims).every((e) => e.verdict !== null)).toBe(true);

    // Inspect the store: one live claim_extracted per claim, unique seqs, one verdict per claim.
    const manager = startStores({ dataDir, host: 'cli', log: createLogger('test') });
    try {
      const stores = await manager.ready();
      const events = await stores.analysis.events(res.runId);
      const seqs = events.map((e) => e.seq);
      expect(new Set(seqs).size).toBe(seqs.length);
      const extracted = events.flatMap((e) => (e.type === 'claim_extracted' ? [e.claim.id] : []));
      expect(new Set(extracted).size).toBe(extracted.length);
      expect(extracted.length).toBe(doc.summary.claims);
      expect(await stores.analysis.verdicts(res.runId)).toHaveLength(doc.summary.claims);
      expect(events.filter((e) => e.type === 'run_completed')).toHaveLength(1);
      const stages = events.flatMap((e) => (e.type === 'stage_changed' ? [`${e.stage}@${e.cycle}`] : []));
      expect(new Set(stages).size).toBe(stages.length);
    } finally {
      await manager.close();
    }
  });

  it('Ctrl-C cancels the model call in flight, and --resume finishes the run', async () => {
    const answer = JSON.stringify({ claims: [] });
    fake.reset();
    fake.setDefault(() => ({ kind: 'delay', ms: 120_000, then: chat(answer) }));
    const file = fixture('with-outline.pdf');
    const child = spawn(
      process.execPath,
      [cli, 'analyze', file, '--engine', 'model', '--data-dir', dataDir, '--out', join(out, 'sigint'), '--json'],
      { env: env(), stdio: 'pipe' }
    );
    let stdout = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    await new Promise<void>((resolve) => {
      const t = setInterval(() => {
        if (fake.inFlight > 0) {
          clearInterval(t);
          resolve();
        }
      }, 50);
    });
    child.kill('SIGINT');
    expect(await exited).toBe(130);
    expect(JSON.parse(stdout)).toMatchObject({ status: 'cancelled' });
    fake.setDefault(() => chat(answer));
    const r = await runCliAsync(
      ['analyze', file, '--data-dir', dataDir, '--resume', '--json', '--out', join(out, 'sigint')],
      env()
    );
    expect(r.code, r.err).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ status: 'completed', resumed: true });
  });
});
