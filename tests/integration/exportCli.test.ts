/**
 * The exports end to end through the built CLI: `sibyl analyze` writes the five files and the PDF's
 * figures equal report.json's; an analyst override recorded in the store shows in `sibyl export`
 * (PDF, CSV, JSON) without re-running; bad targets and formats exit 2; `sibyl batch` reports and skips
 * a damaged PDF, writes portfolio.csv, and after being killed mid-run resumes where it stopped.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStores } from '../../src/main/store/stores';
import { createLogger } from '../../src/main/log';
import { recordOverride } from '../../src/main/library/overrides';
import { setAnalystName } from '../../src/main/library/analyst';
import { SourceOfTruthSchema } from '../../src/shared/domain/sourceOfTruth';
import { gapScan, reportModel, verdictCounts } from '../../src/shared/report/reportModel';
import { fixture, freshDataDir } from '../helpers/tempStores';

const cli = join(__dirname, '..', '..', 'out', 'main', 'cli.js');
const built = existsSync(cli);
if (!built)
  process.stderr.write(
    'exportCli.test.ts skipped: out/main/cli.js is missing; run `npm run build` first (npm test does)\n'
  );

const sibyl = (args: string[]) => {
  const r = spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8', timeout: 170_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
};
const pdfText = (file: string): string =>
  execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');

describe.skipIf(!built)('sibyl analyze and sibyl export', () => {
  const { dataDir, cleanup } = freshDataDir();
  const out = mkdtempSync(join(tmpdir(), 'sibyl-export-'));
  afterAll(() => {
    cleanup();
    rmSync(out, { recursive: true, force: true });
  });
  const planted = fixture('ghg-planted.pdf');

  it('analyze writes the five files, prints their paths, and the PDF states report.json’s figures', () => {
    const r = sibyl(['analyze', planted, '--data-dir', dataDir, '--out', join(out, 'a')]);
    expect(r.code).toBe(0);
    for (const f of ['source-of-truth.pdf', 'report.json', 'claims.csv', 'checks.csv', 'gaps.csv']) {
      expect(existsSync(join(out, 'a', f))).toBe(true);
      expect(r.out).toContain(`written     ${join(out, 'a', f)}`);
    }
    // The summary says what writing the files cost, and the whole command's time.
    expect(r.out).toMatch(
      /^export {6}\d+\.\d s \(pdf \d+\.\d s, report\.json \d+\.\d s, claims\.csv \d+\.\d s, checks\.csv \d+\.\d s, gaps\.csv \d+\.\d s\)$/m
    );
    expect(r.out).toMatch(/^wall {8}\d+\.\d s in all/m);
    const doc0 = SourceOfTruthSchema.parse(JSON.parse(readFileSync(join(out, 'a', 'report.json'), 'utf8')));
    expect(r.out).toMatch(
      gapScan(doc0) === 'ran'
        ? /gaps \d+ {3}re-investigations/
        : /gaps not assessed \(no gap scan ran\) {3}re-investigations/
    );
    const doc = SourceOfTruthSchema.parse(JSON.parse(readFileSync(join(out, 'a', 'report.json'), 'utf8')));
    expect(doc.crossMap.length).toBeGreaterThan(200);
    expect(doc.methodology!.timings.map((t) => t.node)).toContain('claims');
    expect(doc.audit.some((a) => a.kind === 'stage')).toBe(true);
    const text = pdfText(join(out, 'a', 'source-of-truth.pdf'));
    const v = verdictCounts(reportModel(doc).claims);
    expect(text).toContain(`Claims extracted ${doc.summary.claims} (${doc.summary.anchored} located on their page)`);
    expect(text).toContain(
      `Verified ${v.verified} · Contradicted ${v.contradicted} · Unverified ${v.unverified} · Insufficient evidence ${v.insufficient_evidence}`
    );
    expect(text).toContain(
      `Checks ${doc.summary.checks.fail} failed · ${doc.summary.checks.pass} passed · ${doc.summary.checks.inconclusive} inconclusive`
    );
    for (const e of doc.pillars.flatMap((p) => p.claims)) expect(text).toContain(e.claim.id);
    const claimsCsv = readFileSync(join(out, 'a', 'claims.csv'), 'utf8')
      .trim()
      .split('\r\n');
    expect(claimsCsv.length).toBeGreaterThanOrEqual(doc.summary.claims + 1); // a quoted text may hold a line break
  });

  it('re-exports a stored run with an analyst override, by PDF path or report id, without re-running', async () => {
    const manager = startStores({ dataDir, host: 'cli', log: createLogger('test') });
    let claimId = '';
    let runId = '';
    try {
      const stores = await manager.ready();
      const doc = SourceOfTruthSchema.parse(JSON.parse(readFileSync(join(out, 'a', 'report.json'), 'utf8')));
      runId = doc.run.id;
      const entry = doc.pillars.flatMap((p) => p.claims).find((e) => e.verdict?.verdict === 'contradicted')!;
      claimId = entry.claim.id;
      await expect(
        recordOverride(stores, runId, { kind: 'verdict', targetId: claimId, value: 'verified', note: 'x' })
      ).rejects.toMatchObject({ code: 'ANALYST_REQUIRED' });
      await setAnalystName(stores.settings, '  Ada   Analyst ');
      await expect(
        recordOverride(stores, runId, { kind: 'verdict', targetId: claimId, value: 'contradicted', note: 'x' })
      ).rejects.toMatchObject({ code: 'OVERRIDE_INVALID' });
      await expect(
        recordOverride(stores, runId, { kind: 'verdict', targetId: 'clm_nope', value: 'verified', note: 'x' })
      ).rejects.toMatchObject({ code: 'OVERRIDE_INVALID' });
      const o = await recordOverride(stores, runId, {
        kind: 'verdict',
        targetId: claimId,
        value: 'verified',
        note: 'Restated figure confirmed with the auditor'
      });
      expect(o).toMatchObject({ analyst: 'Ada Analyst', original: 'contradicted', value: 'verified' });
    } finally {
      await manager.close();
    }
    const before = readFileSync(join(out, 'a', 'report.json'), 'utf8');
    const r = sibyl([
      'export',
      planted,
      '--data-dir',
      dataDir,
      '--out',
      join(out, 'b'),
      '--format',
      'pdf,csv',
      '--json'
    ]);
    expect(r.code).toBe(0);
    const res = JSON.parse(r.out) as { runId: string; overrides: number; files: Record<string, string> };
    expect(res).toMatchObject({ runId, overrides: 1 });
    expect(Object.keys(res.files).sort()).toEqual(['checks_csv', 'claims_csv', 'gaps_csv', 'pdf']);
    const text = pdfText(res.files.pdf!);
    expect(text).toContain('Restated figure confirmed with the auditor');
    expect(text).toContain('Ada Analyst');
    const row = readFileSync(res.files.claims_csv!, 'utf8')
      .split('\r\n')
      .find((l) => l.startsWith(claimId))!;
    expect(row).toContain(',contradicted,');
    expect(row).toContain(',verified,verified,Restated figure confirmed with the auditor,Ada Analyst,');
    // By report id, JSON only: the override sits beside the Judge's verdict; the first export is untouched.
    const reportId = JSON.parse(before).report.id as string;
    const j = sibyl(['export', reportId, '--data-dir', dataDir, '--out', join(out, 'c'), '--format', 'json']);
    expect(j.code).toBe(0);
    const doc = SourceOfTruthSchema.parse(JSON.parse(readFileSync(join(out, 'c', 'report.json'), 'utf8')));
    expect(doc.overrides).toHaveLength(1);
    expect(doc.pillars.flatMap((p) => p.claims).find((e) => e.claim.id === claimId)!.verdict!.verdict).toBe(
      'contradicted'
    );
    expect(readFileSync(join(out, 'a', 'report.json'), 'utf8')).toBe(before);
  });

  it('refuses what it cannot export with exit 2 and one line', () => {
    expect(sibyl(['export', fixture('ghg-clean.pdf'), '--data-dir', dataDir])).toMatchObject({
      code: 2,
      err: expect.stringMatching(/not in this library: analyse it first/)
    });
    expect(sibyl(['export', 'rpt_0000000000000000', '--data-dir', dataDir])).toMatchObject({ code: 2 });
    expect(sibyl(['export', planted, '--data-dir', dataDir, '--format', 'xml'])).toMatchObject({
      code: 2,
      err: expect.stringMatching(/--format takes pdf, json, csv/)
    });
  });
});

describe.skipIf(!built)('sibyl batch', () => {
  const { dataDir, cleanup } = freshDataDir();
  const work = mkdtempSync(join(tmpdir(), 'sibyl-batch-'));
  afterAll(() => {
    cleanup();
    rmSync(work, { recursive: true, force: true });
  });

  it('reports and skips a damaged PDF, analyses the rest, writes portfolio.csv, and exits 2', () => {
    const inputs = join(work, 'in');
    mkdirSync(join(inputs, 'sub'), { recursive: true });
    copyFileSync(fixture('ghg-clean.pdf'), join(inputs, 'a-clean.pdf'));
    copyFileSync(fixture('truncated.pdf'), join(inputs, 'sub', 'b-damaged.pdf'));
    const r = sibyl(['batch', inputs, '--data-dir', dataDir, '--out', join(work, 'out')]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/FAILED .*b-damaged\.pdf — The PDF cannot be read/);
    expect(r.out).toContain('2 inputs: 1 completed, 1 failed');
    const rows = readFileSync(join(work, 'out', 'portfolio.csv'), 'utf8')
      .trim()
      .split('\r\n');
    expect(rows[0]).toMatch(/^file,status,error,report_id,run_id,title,pages,claims,verified,contradicted/);
    expect(rows[1]).toMatch(/a-clean\.pdf,completed,,rpt_/);
    expect(rows[2]).toMatch(/b-damaged\.pdf,failed,The PDF cannot be read/);
    // The last column says whether "0 gaps" means none found or none looked for, as report.json's run tells.
    const doc = SourceOfTruthSchema.parse(
      JSON.parse(readFileSync(join(work, 'out', 'a-clean', 'report.json'), 'utf8'))
    );
    expect(rows[0]).toMatch(/,seconds,folder,gap_scan$/);
    expect(rows[1]).toMatch(new RegExp(`,a-clean,${gapScan(doc)}$`));
    expect(rows[2]).toMatch(/,$/);
    expect(r.err).toMatch(
      gapScan(doc) === 'ran'
        ? /done .*a-clean\.pdf — \d+ claims, \d+ failed checks, \d+ gaps in/
        : /done .*a-clean\.pdf — \d+ claims, \d+ failed checks, gaps not assessed \(no gap scan ran\) in/
    );
    for (const f of ['source-of-truth.pdf', 'report.json', 'claims.csv', 'checks.csv', 'gaps.csv'])
      expect(existsSync(join(work, 'out', 'a-clean', f))).toBe(true);
  });

  it('resumes after being killed mid-run: the cut run continues from its checkpoint, finished inputs are skipped', async () => {
    const list = join(work, 'list.txt');
    writeFileSync(list, `# two reports\n${fixture('sample-report.pdf')}\n\n${fixture('ghg-next-year.pdf')}\n`);
    const out = join(work, 'out2');
    const child = spawn(process.execPath, [cli, 'batch', list, '--data-dir', dataDir, '--out', out], {
      stdio: 'ignore'
    });
    const state = join(out, 'batch-state.json');
    const killed = await new Promise<boolean>((resolve) => {
      const timer = setInterval(() => {
        const items = existsSync(state)
          ? (JSON.parse(readFileSync(state, 'utf8')) as { items: { status: string; runId: string | null }[] }).items
          : [];
        if (items[0]?.status === 'running' && items[0].runId) {
          clearInterval(timer);
          child.kill('SIGKILL');
          resolve(true);
        }
      }, 50);
      child.once('exit', () => (clearInterval(timer), resolve(false)));
    });
    await new Promise((r) => (child.exitCode !== null || child.signalCode !== null ? r(null) : child.once('exit', r)));
    expect(killed).toBe(true);
    const again = sibyl(['batch', list, '--data-dir', dataDir, '--out', out]);
    expect(again.code).toBe(0);
    expect(again.err).toMatch(/resuming .*sample-report\.pdf/);
    const rows = readFileSync(join(out, 'portfolio.csv'), 'utf8').trim().split('\r\n').slice(1);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toMatch(/,completed,,rpt_[0-9a-f]{16},run_/);
    const third = sibyl(['batch', list, '--data-dir', dataDir, '--out', out]);
    expect(third.code).toBe(0);
    expect(third.err).not.toMatch(/analysing|resuming/);
  });
});
