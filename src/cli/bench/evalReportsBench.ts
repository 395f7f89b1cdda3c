/**
 * Generated evaluation reports (issue 26 item 5, docs/eval-reports.md): the blind generator writes a
 * clean and a planted twin per layout family, and the scorer reads each through `sibyl figures --json`.
 * The bench reports planted errors caught, false fails on clean twins, "missing" alarms and inventory
 * cells read, per family not held out. Held-out families are never scored here: they are for the final
 * measurement only (`score.mjs DIR --held-out`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

interface Totals {
  planted: number;
  caught: number;
  falseFailsClean: number;
  extraFailsPlanted: number;
  missingAlarms: number;
  cellsRead: number;
  cells: number;
}

export interface EvalReportsResult {
  seed: number;
  seen: Totals;
  byFamily: Array<Totals & { family: string }>;
}

const SEED = 1;

/** What score.mjs --json answers (its held-out families are left out unless asked for). */
interface Scored {
  seed: number;
  seen: Totals;
  byFamily: Array<Totals & { family: string; heldOut?: boolean }>;
}

function scriptsDir(): string | null {
  const candidates = [
    resolve(fileURLToPath(import.meta.url), '..', '..', '..', 'scripts', 'eval-reports'),
    resolve(process.cwd(), 'scripts', 'eval-reports')
  ];
  return candidates.find((c) => existsSync(join(c, 'generate.mjs'))) ?? null;
}

function runScript(script: string, args: readonly string[]): string {
  const r = spawnSync(process.execPath, [script, ...args], { encoding: 'utf8', maxBuffer: 64 << 20 });
  if (r.status !== 0) throw new Error(`${script} failed (exit ${r.status}): ${(r.stderr ?? '').slice(-400)}`);
  return r.stdout;
}

export function evalReportsBench(): EvalReportsResult | null {
  const dir = scriptsDir();
  if (!dir) {
    process.stderr.write('bench: scripts/eval-reports not found; generated reports not measured\n');
    return null;
  }
  const out = mkdtempSync(join(tmpdir(), 'sibyl-bench-eval-'));
  try {
    runScript(join(dir, 'generate.mjs'), ['--out', out, '--seed', String(SEED)]);
    const scored = JSON.parse(runScript(join(dir, 'score.mjs'), [out, '--json'])) as Scored;
    process.stderr.write('bench: generated reports done\n');
    return { seed: scored.seed, seen: scored.seen, byFamily: scored.byFamily.filter((f) => !f.heldOut) };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

export function formatEvalReportsBench(r: EvalReportsResult): string {
  // The first column as wide as the longest family name ("data_sheet_units_first").
  const width = Math.max(16, ...r.byFamily.map((f) => f.family.length));
  const line = (name: string, t: Totals): string =>
    [
      name.padEnd(width),
      `${t.caught}/${t.planted}`.padStart(7),
      String(t.falseFailsClean).padStart(12),
      String(t.missingAlarms).padStart(15),
      `${t.cellsRead}/${t.cells}`.padStart(11)
    ].join('  ');
  return [
    `generated reports (seed ${r.seed}; held-out families not scored here; docs/eval-reports.md)`,
    `${'family'.padEnd(width)}  ${'caught'.padStart(7)}  ${'false fails'.padStart(12)}  ` +
      `${'missing alarms'.padStart(15)}  ${'cells read'.padStart(11)}`,
    ...r.byFamily.map((f) => line(f.family, f)),
    line('not held out', r.seen)
  ].join('\n');
}
