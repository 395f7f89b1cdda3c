/** The built `sibyl` command: summaries, JSON, exit codes and one-line errors. */
import { afterAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixture, freshDataDir } from '../helpers/tempStores';

const cli = join(__dirname, '..', '..', 'out', 'main', 'cli.js');
const built = existsSync(cli);
if (!built)
  process.stderr.write('cli.test.ts skipped: out/main/cli.js is missing; run `npm run build` first (npm test does)\n');

describe.skipIf(!built)('sibyl CLI', () => {
  const { dataDir, cleanup } = freshDataDir();
  afterAll(cleanup);
  const sibyl = (...args: string[]) => {
    const r = spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8', timeout: 170_000 });
    return { code: r.status, out: r.stdout, err: r.stderr };
  };

  it('ingests a PDF and prints its summary', () => {
    const r = sibyl('ingest', fixture('sample-report.pdf'), '--data-dir', dataDir);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/report\s+rpt_[0-9a-f]{16}/);
    expect(r.out).toMatch(/pages\s+\d+/);
    expect(r.out).toMatch(/sections\s+\d+/);
  });

  it('prints JSON with --json and reuses the stored report', () => {
    const r = sibyl('ingest', fixture('sample-report.pdf'), '--data-dir', dataDir, '--json');
    expect(r.code).toBe(0);
    const s = JSON.parse(r.out) as {
      reportId: string;
      pages: number;
      words: number;
      reused: boolean;
      pagesWithoutText: number[];
    };
    expect(s.reused).toBe(true);
    expect(s.pages).toBeGreaterThanOrEqual(4);
    expect(s.words).toBeGreaterThan(200);
    expect(Array.isArray(s.pagesWithoutText)).toBe(true);
  });

  it.each([
    ['not-a-pdf.pdf', /not a PDF/i],
    ['empty.pdf', /empty|0 bytes/i],
    ['truncated.pdf', /damaged|incomplete|corrupt/i],
    ['encrypted.pdf', /password/i],
    ['scanned.pdf', /OCR is not supported/i]
  ])('exits 2 on %s with one line and no stack trace', (name, message) => {
    const r = sibyl('ingest', fixture(name), '--data-dir', dataDir);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err.trim().split('\n')).toHaveLength(1);
    expect(r.err).toMatch(message);
    expect(r.err).not.toMatch(/\n\s+at /);
  });

  it('opens an encrypted PDF with --password', () => {
    expect(sibyl('ingest', fixture('encrypted.pdf'), '--data-dir', dataDir, '--password', 'wrong').err).toMatch(
      /incorrect/i
    );
    const r = sibyl('ingest', fixture('encrypted.pdf'), '--data-dir', dataDir, '--password', 'sibyl');
    expect(r.code).toBe(0);
  });

  it('exits 2 on usage errors', () => {
    expect(sibyl('frobnicate').code).toBe(2);
    expect(sibyl('ingest').code).toBe(2);
    expect(sibyl('ingest', '/no/such/file.pdf', '--data-dir', dataDir).err).toMatch(/no such file/);
  });

  it('analyze ingests, runs the pipeline offline and writes report.json', () => {
    const outDir = join(dataDir, 'out');
    const r = sibyl('analyze', fixture('sample-report.pdf'), '--data-dir', dataDir, '--out', outDir);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/claims\s+\d+ \(/);
    expect(r.out).toMatch(/verdicts\s+unverified \d+/);
    expect(r.out).toMatch(/written\s+.*report\.json/);
    expect(existsSync(join(outDir, 'report.json'))).toBe(true);
  });

  it('claims --json gives claims with rectangles, and a re-run keeps the same ids', () => {
    type Out = { claims: Array<{ id: string; anchor: { rects: unknown[] } }> };
    const a = JSON.parse(sibyl('claims', fixture('sample-report.pdf'), '--data-dir', dataDir, '--json').out) as Out;
    const b = JSON.parse(sibyl('claims', fixture('sample-report.pdf'), '--data-dir', dataDir, '--json').out) as Out;
    expect(a.claims.length).toBeGreaterThan(0);
    expect(a.claims.every((c) => c.anchor.rects.length > 0)).toBe(true);
    expect(b.claims.map((c) => c.id)).toEqual(a.claims.map((c) => c.id));
  });

  it('claims --sentences scores JSON lines and reports P/R/F1 when they carry labels', () => {
    const file = join(dataDir, 'sentences.jsonl');
    writeFileSync(
      file,
      [
        { text: 'In 2023 we cut Scope 1 emissions by 12 % compared with 2022.', label: 1 },
        { text: 'Contents', label: 0 },
        { text: 'All of our plants in Spain ran on certified renewable electricity in 2023.', label: 1 }
      ]
        .map((l) => JSON.stringify(l))
        .join('\n')
    );
    const r = sibyl('claims', '--sentences', file);
    expect(r.code).toBe(0);
    const lines = r.out.trim().split('\n');
    expect(lines[0]).toMatch(/^claim /);
    expect(lines[1]).toMatch(/^no /);
    expect(r.out).toMatch(/environmental claims: P [\d.]+ {2}R [\d.]+ {2}F1 [\d.]+/);
    writeFileSync(file, '{"text": "fine"}\nnot json\n');
    const bad = sibyl('claims', '--sentences', file);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/line 2: not JSON/);
  });

  it('claims refuses a bad engine and an unconfigured model engine with exit 2', () => {
    expect(sibyl('claims', fixture('sample-report.pdf'), '--data-dir', dataDir, '--engine', 'gpt').err).toMatch(
      /--engine takes offline or model/
    );
    const r = sibyl('claims', fixture('sample-report.pdf'), '--data-dir', dataDir, '--engine', 'model');
    expect(r.code).toBe(2);
    expect(r.err.trim().split('\n')).toHaveLength(1);
    expect(r.err).toMatch(/model engine is off/i);
  });

  it('refuses a data dir in use by another live process', () => {
    writeFileSync(join(dataDir, 'sibyl.lock'), JSON.stringify({ pid: process.pid, host: 'electron', startedAt: 'x' }));
    const r = sibyl('ingest', fixture('sample-report.pdf'), '--data-dir', dataDir);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/in use by another Sibyl process/);
  });
});
