/**
 * Kill-and-resume in the middle of the investigation: a child process runs the pipeline with scripted
 * specialists that hang; it is SIGKILLed while they work (after the claims and orchestrate
 * checkpoints). A second process resumes the run: it must not extract claims again, must finish with
 * one verdict per claim, and leave no duplicated event, finding or verdict.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { startStores } from '../../src/main/store/stores';
import { createLogger } from '../../src/main/log';
import { fixture, freshDataDir } from '../helpers/tempStores';

const root = join(__dirname, '..', '..');
// Inside the repo so the bundle resolves node_modules and finds corpus/ by walking up.
const bundle = join(root, 'node_modules', '.cache', 'sibyl-tests', 'pipelineChild.mjs');

function runChild(
  args: string[],
  until?: RegExp
): Promise<{ out: string; err: string; code: number | null; killed: boolean }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bundle, ...args], { stdio: 'pipe' });
    let out = '';
    let err = '';
    let killed = false;
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (until && !killed && until.test(out)) {
        killed = true;
        child.kill('SIGKILL');
      }
    });
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('close', (code) => resolve({ out, err, code, killed }));
  });
}

describe('kill and resume mid-investigation', () => {
  const { dataDir, cleanup } = freshDataDir();
  beforeAll(async () => {
    mkdirSync(join(bundle, '..'), { recursive: true });
    await build({
      entryPoints: [join(root, 'tests', 'helpers', 'pipelineChild.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      outfile: bundle,
      logLevel: 'error'
    });
  });
  afterAll(cleanup);

  it('resumes from the last checkpoint without redoing or duplicating anything', async () => {
    const first = await runChild([dataDir, fixture('sample-report.pdf'), 'hang'], /STARTED \w+/);
    expect(first.killed, first.err).toBe(true);
    const runId = /RUN (run_[0-9a-f-]+)/.exec(first.out)?.[1];
    expect(runId).toBeDefined();

    const second = await runChild([dataDir, fixture('sample-report.pdf'), 'support', runId!]);
    expect(second.code, second.err).toBe(0);
    const done = JSON.parse(/DONE (.*)/.exec(second.out)?.[1] ?? '{}') as { status: string; nodes: string[] };
    expect(done.status).toBe('completed');
    // Claims and orchestrate were checkpointed before the kill: the resumed process starts at the specialists.
    expect(done.nodes).not.toContain('claims');
    expect(done.nodes).not.toContain('orchestrate');
    expect(done.nodes).toContain('judge');

    const manager = startStores({ dataDir, host: 'cli', log: createLogger('test') });
    try {
      const stores = await manager.ready();
      const run = await stores.analysis.get(runId!);
      expect(run?.status).toBe('completed');
      const events = await stores.analysis.events(runId!);
      const seqs = events.map((e) => e.seq);
      expect(new Set(seqs).size).toBe(seqs.length);
      const key = (e: (typeof events)[number]): string =>
        e.type === 'claim_extracted'
          ? `c:${e.claim.id}`
          : e.type === 'evidence_found'
            ? `f:${e.finding.id}`
            : e.type === 'verdict_issued'
              ? `v:${e.verdict.claimId}`
              : e.type === 'claim_routed'
                ? `r:${e.claimId}`
                : e.type === 'stage_changed'
                  ? `s:${e.stage}@${e.cycle}`
                  : '';
      const keyed = events.map(key).filter(Boolean);
      expect(new Set(keyed).size).toBe(keyed.length);
      const claims = events.filter((e) => e.type === 'claim_extracted').length;
      expect(claims).toBeGreaterThan(0);
      expect(await stores.analysis.verdicts(runId!)).toHaveLength(claims);
      const findings = await stores.analysis.findings(runId!);
      expect(new Set(findings.map((f) => f.id)).size).toBe(findings.length);
      expect(events.filter((e) => e.type === 'evidence_found')).toHaveLength(findings.length);
    } finally {
      await manager.close();
    }
  });
});
