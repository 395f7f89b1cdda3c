#!/usr/bin/env node
// Claims by type and a seeded 40-claim sample per shared report (issue 10, item 12):
//   node scripts/sample-claims.mjs --out DIR [--reports DIR] [--size 40] [--seed 10] [--sibyl PATH] [--all]
// Runs `sibyl claims <pdf> --json` (offline engine, a fresh data dir per report; --sibyl names
// another checkout's bin/sibyl.mjs, e.g. the code before a change) on every PDF under
// ../shared/data/reports, and writes DIR/<report>.json: counts by type and the sample (id, page,
// type, text). The sample is stable: claims are ranked by a seeded hash of their page and text and
// the first N are taken, so a claim found before and after a change is drawn in both samples and
// the difference between two samples is what the change added or removed. A judge reads each claim
// against its page (`pdftotext -f N -l N`) and records whether it is a checkable sustainability
// claim. Reports are copyrighted: the output stays outside the repository.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { option, pdfsIn, reportsDir as reportsDirOption, root } from './lib/cli.mjs';

const reportsDir = reportsDirOption();
const outArg = option('--out', null);
const size = Number(option('--size', '40'));
const seed = Number(option('--seed', '10'));
const sibyl = resolve(option('--sibyl', join(root, 'bin', 'sibyl.mjs')));
/** Also write every claim (to diff two runs: what a change removed or added). */
const withAll = process.argv.includes('--all');
if (!outArg) {
  process.stderr.write('usage: node scripts/sample-claims.mjs --out DIR [--reports DIR] [--size 40] [--seed 10]\n');
  process.exit(2);
}
if (!existsSync(reportsDir)) {
  process.stdout.write(`sample-claims: no reports folder at ${reportsDir}; nothing sampled\n`);
  process.exit(0);
}
const out = resolve(outArg);
if (out.startsWith(`${root}/`)) {
  process.stderr.write('sample-claims: write samples outside the repository (the reports are copyrighted)\n');
  process.exit(2);
}
mkdirSync(out, { recursive: true });

/** `n` claims with the lowest seeded hash of page and text, returned in reading order. */
function sample(items, n) {
  const rank = (c) => createHash('sha256').update(`${seed}\0${c.page}\0${c.text}`).digest('hex');
  const chosen = new Set([...items].sort((a, b) => (rank(a) < rank(b) ? -1 : 1)).slice(0, n));
  return items.filter((c) => chosen.has(c));
}

// Each report is named by its folder (the shared reports keep one PDF per folder).
const pdfs = pdfsIn(reportsDir).map((path) => ({ name: basename(dirname(path)), path }));
for (const { name, path } of pdfs) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sibyl-sample-'));
  try {
    const r = spawnSync(process.execPath, [sibyl, 'claims', path, '--json', '--data-dir', dataDir], {
      maxBuffer: 1 << 30,
      encoding: 'utf8'
    });
    if (r.status !== 0) {
      process.stderr.write(`sample-claims: ${basename(path)} failed: ${r.stderr.split('\n').slice(-3).join(' ')}\n`);
      continue;
    }
    const res = JSON.parse(r.stdout);
    const claims = res.claims.map((c) => ({ id: c.id, page: c.sourcePage, type: c.type, text: c.text }));
    const byType = {};
    for (const c of claims) byType[c.type] = (byType[c.type] ?? 0) + 1;
    const drawn = sample(claims, size);
    writeFileSync(
      join(out, `${name}.json`),
      `${JSON.stringify({ report: name, claims: claims.length, byType, reportFigures: res.reportFigures?.length ?? null, seed, sample: drawn, ...(withAll ? { all: claims } : {}) }, null, 2)}\n`
    );
    process.stdout.write(
      `${name.padEnd(24)} claims ${String(claims.length).padStart(4)}  figures ${String(res.reportFigures?.length ?? '-').padStart(3)}  ${Object.entries(
        byType
      )
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}\n`
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
