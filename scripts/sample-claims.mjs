#!/usr/bin/env node
// Claims by type and a seeded 40-claim sample per shared report (issue 10, item 12):
//   node scripts/sample-claims.mjs --out DIR [--reports DIR] [--size 40] [--seed 10]
// Runs `sibyl claims <pdf> --json` (offline engine, a fresh data dir per report) on every PDF under
// ../shared/data/reports, and writes DIR/<report>.json: counts by type and the sample (id, page,
// type, environmental flag, text). The sample is drawn with a seeded generator over the claims in
// reading order, so the same seed on the same claims draws the same claims; a judge reads each one
// against its page (`pdftotext -f N -l N`) and records whether it is a checkable sustainability
// claim. Reports are copyrighted: the output stays outside the repository.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const reportsDir = resolve(opt('--reports', join(root, '..', 'shared', 'data', 'reports')));
const outArg = opt('--out', null);
const size = Number(opt('--size', '40'));
const seed = Number(opt('--seed', '10'));
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

/** mulberry32: a small seeded generator, so a sample can be drawn again. */
function generator(s) {
  let a = s >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `n` items drawn without replacement, returned in reading order. */
function sample(items, n, rand) {
  const idx = items.map((_, i) => i);
  for (let i = idx.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [idx[i], idx[j]] = [idx[j], idx[i]];
  }
  return idx.slice(0, n).sort((a, b) => a - b).map((i) => items[i]);
}

const pdfs = readdirSync(reportsDir).sort().flatMap((d) => {
  const p = join(reportsDir, d);
  return statSync(p).isDirectory() ? readdirSync(p).filter((f) => f.toLowerCase().endsWith('.pdf')).map((f) => ({ name: d, path: join(p, f) })) : [];
});
for (const { name, path } of pdfs) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sibyl-sample-'));
  try {
    const r = spawnSync(process.execPath, [join(root, 'bin', 'sibyl.mjs'), 'claims', path, '--json', '--data-dir', dataDir], { maxBuffer: 1 << 30, encoding: 'utf8' });
    if (r.status !== 0) {
      process.stderr.write(`sample-claims: ${basename(path)} failed: ${r.stderr.split('\n').slice(-3).join(' ')}\n`);
      continue;
    }
    const res = JSON.parse(r.stdout);
    const claims = res.claims.map((c) => ({ id: c.id, page: c.sourcePage, type: c.type, environmental: c.environmental ?? null, text: c.text }));
    const byType = {};
    for (const c of claims) byType[c.type] = (byType[c.type] ?? 0) + 1;
    const drawn = sample(claims, size, generator(seed));
    writeFileSync(join(out, `${name}.json`), `${JSON.stringify({ report: name, claims: claims.length, byType, seed, sample: drawn }, null, 2)}\n`);
    process.stdout.write(`${name.padEnd(24)} claims ${String(claims.length).padStart(4)}  ${Object.entries(byType).map(([k, v]) => `${k} ${v}`).join(', ')}\n`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
