/**
 * The library's restatements view through the `sibyl` command: two reports of one company (the
 * generated 2023 twin and its 2024 successor, which prints 2023 Scope 1 differently) are matched by
 * name and compared figure by figure; a report without extracted claims is listed as not compared.
 */
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixture } from '../helpers/tempStores';

const sibyl = (args: string[]): string =>
  execFileSync(process.execPath, ['bin/sibyl.mjs', ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

describe('sibyl restatements', () => {
  it('lists a figure two reports of one company print differently, naming both', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sibyl-restate-'));
    try {
      expect(sibyl(['restatements', '--data-dir', dir])).toMatch(/No company has two reports/);
      sibyl(['claims', fixture('ghg-clean.pdf'), '--data-dir', dir]);
      sibyl(['ingest', fixture('ghg-next-year.pdf'), '--data-dir', dir]);
      expect(sibyl(['restatements', '--data-dir', dir])).toMatch(
        /not compared: "Kestrel Cement Climate Report 2024": no claims extracted yet/
      );
      sibyl(['claims', fixture('ghg-next-year.pdf'), '--data-dir', dir]);
      const text = sibyl(['restatements', '--data-dir', dir]);
      expect(text).toContain('kestrel cement: 2 reports, 2 figures in common, 1 differing');
      expect(text).toContain(
        'fail         Scope 1, 2023 differs between "Kestrel Cement Climate Report 2024" and "Kestrel Cement Climate Report 2023 (clean)" (49,000 ("Kestrel Cement Climate Report 2024", p. 1) vs 48,200'
      );
      const view = JSON.parse(sibyl(['restatements', '--data-dir', dir, '--json'])) as {
        rows: Array<{ check: { checkName: string; result: string; values: Array<{ value: number; page: number }> } }>;
      };
      expect(view.rows.map((r) => [r.check.checkName, r.check.result, r.check.values.map((v) => v.value)])).toEqual([
        ['restatement', 'fail', [49_000, 48_200]],
        ['restatement', 'pass', [7_600, 7_600]]
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
