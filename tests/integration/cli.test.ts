/** The built `sibyl` command: summaries, JSON, exit codes and one-line errors. */
import { afterAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixture, freshDataDir } from '../helpers/tempStores';

const cli = join(__dirname, '..', '..', 'out', 'main', 'cli.js');
const built = existsSync(cli);
if (!built) process.stderr.write('cli.test.ts skipped: out/main/cli.js is missing; run `npm run build` first (npm test does)\n');

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
    const s = JSON.parse(r.out) as { reportId: string; pages: number; words: number; reused: boolean; pagesWithoutText: number[] };
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
    expect(sibyl('ingest', fixture('encrypted.pdf'), '--data-dir', dataDir, '--password', 'wrong').err).toMatch(/incorrect/i);
    const r = sibyl('ingest', fixture('encrypted.pdf'), '--data-dir', dataDir, '--password', 'sibyl');
    expect(r.code).toBe(0);
  });

  it('exits 2 on usage errors', () => {
    expect(sibyl('frobnicate').code).toBe(2);
    expect(sibyl('ingest').code).toBe(2);
    expect(sibyl('ingest', '/no/such/file.pdf', '--data-dir', dataDir).err).toMatch(/no such file/);
  });

  it('refuses a data dir in use by another live process', () => {
    writeFileSync(join(dataDir, 'sibyl.lock'), JSON.stringify({ pid: process.pid, host: 'electron', startedAt: 'x' }));
    const r = sibyl('ingest', fixture('sample-report.pdf'), '--data-dir', dataDir);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/in use by another Sibyl process/);
  });
});
