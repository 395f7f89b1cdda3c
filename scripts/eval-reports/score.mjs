// Evaluation reports: the yardstick. Runs `sibyl figures <pdf> --json` on every report of a generated
// set and reports, per family and overall, planted errors caught, false fails on clean twins, extra fails
// on planted twins, "missing" alarms and inventory cells read. The matching rule is in lib/match.mjs.
//   node scripts/eval-reports/score.mjs DIR [--json] [--families a,b] [--held-out]
// Families the manifest marks heldOut are for the final measurement only: they are scored only with
// --held-out, and then only their totals are printed (no missed kinds, no messages) so nobody tunes on them.
// Run `npx electron-vite build` first: the CLI runs the built code.
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { checkCatches, cellsRead, isMissingAlarm } from './lib/match.mjs';

const CLI = path.join(path.dirname(new URL(import.meta.url).pathname), '../../bin/sibyl.mjs');

// Each report is read into a data folder of its own, removed afterwards: scoring never touches the user's
// library and never waits for another Sibyl process that holds it.
function runFigures(pdf) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sibyl-eval-'));
  try {
    const out = execFileSync(process.execPath, [CLI, 'figures', pdf, '--json', '--data-dir', dataDir], {
      maxBuffer: 64 << 20,
      encoding: 'utf8'
    });
    return JSON.parse(out);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function scoreFile(entry, out) {
  const fails = out.checks.filter((c) => c.result === 'fail');
  const caught = entry.errors.map((e) => ({ kind: e.kind, caught: fails.some((c) => checkCatches(c, e)) }));
  const explained = fails.filter((c) => entry.errors.some((e) => checkCatches(c, e)));
  const unexplained = fails.filter((c) => !explained.includes(c));
  return {
    file: entry.file,
    family: entry.family,
    heldOut: entry.heldOut,
    planted: entry.planted,
    errors: caught,
    falseFails: entry.planted ? [] : unexplained.map((c) => `${c.checkName}: ${c.message}`),
    extraFails: entry.planted ? unexplained.map((c) => `${c.checkName}: ${c.message}`) : [],
    missingAlarms: out.checks.filter(isMissingAlarm).length,
    cells: { read: cellsRead(entry.inventory, out.figures ?? []), of: entry.inventory.length }
  };
}

function summarise(rows) {
  const sum = (f) => rows.reduce((s, r) => s + f(r), 0);
  return {
    planted: sum((r) => r.errors.length),
    caught: sum((r) => r.errors.filter((e) => e.caught).length),
    falseFailsClean: sum((r) => r.falseFails.length),
    extraFailsPlanted: sum((r) => r.extraFails.length),
    missingAlarms: sum((r) => r.missingAlarms),
    cellsRead: sum((r) => r.cells.read),
    cells: sum((r) => r.cells.of)
  };
}

function printTable(byFamily, overall, heldOut) {
  const head = ['family', 'caught', 'false fails (clean)', 'extra fails (planted)', 'missing alarms', 'cells read'];
  const line = (name, s) => [
    name,
    `${s.caught}/${s.planted}`,
    s.falseFailsClean,
    s.extraFailsPlanted,
    s.missingAlarms,
    `${s.cellsRead}/${s.cells}`
  ];
  const rows = [
    head,
    ...byFamily.map((f) => line(f.family, f)),
    ...(heldOut ? [line('held out (all)', heldOut)] : []),
    line('overall', overall)
  ];
  const widths = head.map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  for (const r of rows) console.log(r.map((c, i) => String(c).padEnd(widths[i])).join('  '));
}

function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { json: { type: 'boolean' }, families: { type: 'string' }, 'held-out': { type: 'boolean' } }
  });
  const dir = positionals[0];
  if (!dir) throw new Error('usage: score.mjs DIR [--json] [--families a,b] [--held-out]');
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
  const only = values.families?.split(',');
  const rows = [];
  for (const entry of manifest.files) {
    if (only && !only.includes(entry.family)) continue;
    if (entry.heldOut && !values['held-out']) continue;
    if (!values.json) process.stderr.write(`reading ${entry.file}\n`);
    rows.push(scoreFile(entry, runFigures(path.join(dir, entry.file))));
  }
  const families = [...new Set(rows.map((r) => r.family))];
  const byFamily = families.map((family) => {
    const own = rows.filter((r) => r.family === family);
    return { family, heldOut: own[0].heldOut, ...summarise(own) };
  });
  const overall = summarise(rows);
  const seen = summarise(rows.filter((r) => !r.heldOut));
  const heldOut = summarise(rows.filter((r) => r.heldOut));
  if (values.json) {
    const files = rows.filter((r) => !r.heldOut);
    const shown = byFamily.filter((f) => !f.heldOut);
    console.log(JSON.stringify({ seed: manifest.seed, overall, seen, heldOut, byFamily: shown, files }, null, 2));
    return;
  }
  // Held-out families show only as one total line, never family by family.
  printTable(
    byFamily.filter((f) => !f.heldOut),
    overall,
    values['held-out'] ? heldOut : null
  );
  console.log(
    `\nnot held out: ${seen.caught}/${seen.planted} caught; held out: ${heldOut.caught}/${heldOut.planted} caught`
  );
  for (const r of rows.filter((x) => !x.heldOut)) {
    const missed = r.errors.filter((e) => !e.caught).map((e) => e.kind);
    if (missed.length) console.log(`${r.file}: missed ${missed.join(', ')}`);
    for (const f of [...r.falseFails, ...r.extraFails])
      console.log(`${r.file}: ${r.planted ? 'extra' : 'false'} fail — ${f}`);
  }
}

main();
