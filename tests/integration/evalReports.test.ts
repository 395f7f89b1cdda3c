/**
 * The evaluation-report generator (issue 26 item 5, scripts/eval-reports): one family gives a clean
 * report and a planted twin, the manifest records each planted error with its kind, values and pages,
 * and the same seed gives the same manifest.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const GENERATE = path.join(__dirname, '../../scripts/eval-reports/generate.mjs');

interface Entry {
  file: string;
  family: string;
  planted: boolean;
  heldOut: boolean;
  errors: { kind: string; values: { value: number; role: string }[]; pages: number[] }[];
  inventory: { tonnes: number }[];
}

function generate(dir: string, seed: number): { files: Entry[] } {
  execFileSync(process.execPath, [
    GENERATE,
    '--out',
    dir,
    '--families',
    'rows_corner,footnotes',
    '--seed',
    String(seed)
  ]);
  return JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
}

describe('evaluation-report generator', () => {
  it('writes clean and planted twins with their planted errors, deterministically', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'evalreports-'));
    try {
      const first = generate(path.join(root, 'a'), 7);
      expect(first.files.map((f) => f.file)).toEqual([
        'rows_corner-clean.pdf',
        'rows_corner-planted.pdf',
        'footnotes-clean.pdf',
        'footnotes-planted.pdf'
      ]);
      for (const f of first.files) {
        expect(
          fs
            .readFileSync(path.join(root, 'a', f.file))
            .subarray(0, 5)
            .toString()
        ).toBe('%PDF-');
        expect(f.inventory).toHaveLength(10);
        expect(f.errors.length === 0).toBe(!f.planted);
      }
      expect(first.files.find((f) => f.family === 'footnotes')?.heldOut).toBe(true);
      const planted = first.files.filter((f) => f.planted).flatMap((f) => f.errors);
      expect(planted.map((e) => e.kind)).toEqual([
        'total_not_sum',
        'yoy_contradicted',
        'target_wrong_scope',
        'yoy_contradicted',
        'wrong_unit'
      ]);
      for (const e of planted) {
        expect(e.pages.length).toBeGreaterThan(0);
        expect(e.values.some((v) => v.role === 'planted')).toBe(true);
      }
      expect(generate(path.join(root, 'b'), 7)).toEqual(first);
      expect(generate(path.join(root, 'c'), 8)).not.toEqual(first);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
