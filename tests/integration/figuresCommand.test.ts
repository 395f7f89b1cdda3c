/** `sibyl figures`: the greenhouse-gas figures Data/Metrics reads, with pages, and its checks, piped as JSON. */
import { afterAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fixture, freshDataDir } from '../helpers/tempStores';

const cli = join(__dirname, '..', '..', 'out', 'main', 'cli.js');
const built = existsSync(cli);
if (!built)
  process.stderr.write(
    'figuresCommand.test.ts skipped: out/main/cli.js is missing; run `npm run build` first (npm test does)\n'
  );

interface Figures {
  figures: Array<{ kind: string; basis?: string; year?: number; tonnes: number; page: number; text: string }>;
  checks: Array<{ checkName: string; result: string; values: Array<{ page?: number }> }>;
}

describe.skipIf(!built)('sibyl figures', () => {
  const { dataDir, cleanup } = freshDataDir();
  afterAll(cleanup);
  const sibyl = (...args: string[]) => {
    const r = spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8', timeout: 170_000 });
    return { code: r.status, out: r.stdout, err: r.stderr };
  };

  it('lists the planted twin figures with their pages, and the checks that fail on them', () => {
    const r = sibyl('figures', fixture('ghg-planted.pdf'), '--data-dir', dataDir, '--json');
    expect(r.code).toBe(0);
    const res = JSON.parse(r.out) as Figures;
    const scope2 = res.figures.filter((f) => f.kind === 'scope2' && f.basis === 'market');
    expect(scope2.map((f) => [f.year, f.tonnes, f.page])).toEqual([
      [2022, 9800, 2],
      [2023, 7600, 2]
    ]);
    // The planted Scope 1+2 total (57,900 t stated, 55,800 t by its parts) fails on page 2.
    const sum = res.checks.find((c) => c.checkName === 'scope_addition' && c.result === 'fail');
    expect(sum?.values.some((v) => v.page === 2)).toBe(true);
  });

  it('keeps one page with --page, and refuses a page outside the report', () => {
    const r = sibyl('figures', fixture('ghg-planted.pdf'), '--data-dir', dataDir, '--page', '1', '--json');
    expect(r.code).toBe(0);
    const res = JSON.parse(r.out) as Figures;
    expect(res.figures.length).toBeGreaterThan(0);
    expect(new Set(res.figures.map((f) => f.page))).toEqual(new Set([1]));
    const bad = sibyl('figures', fixture('ghg-planted.pdf'), '--data-dir', dataDir, '--page', '9');
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/--page 9 is outside the report \(1–3\)/);
  });
});
