#!/usr/bin/env node
// Artefact shares of offline claims on the shared reports (issue 10, item 11):
//   node scripts/artefacts.mjs [--reports DIR] [--examples N] [--json [--texts]]
// Bundles tests/helpers/artefactShares.ts with esbuild (a dev dependency) and prints, per report in
// ../shared/data/reports, the number of offline claims, the share with any artefact and with each
// kind (tests/helpers/claimArtefacts.ts), and the share of claims anchored to rectangles. Reports
// are local only; without the folder the script says so and exits 0.
import { build } from 'esbuild';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { option, pdfsIn, reportsDir, root } from './lib/cli.mjs';

const dir = reportsDir();
const examples = Number(option('--examples', '0'));

if (!existsSync(dir)) {
  process.stdout.write(`artefacts: no reports folder at ${dir} (pass --reports DIR); nothing measured\n`);
  process.exit(0);
}
const pdfs = pdfsIn(dir);
if (!pdfs.length) {
  process.stdout.write(`artefacts: no PDF under ${dir}; nothing measured\n`);
  process.exit(0);
}

// Bundled inside the repository (out/ is ignored) so the bundle resolves node_modules from here.
mkdirSync(join(root, 'out'), { recursive: true });
const out = mkdtempSync(join(root, 'out', 'artefacts-'));
try {
  const bundle = join(out, 'artefactShares.mjs');
  await build({
    entryPoints: [join(root, 'tests', 'helpers', 'artefactShares.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile: bundle,
    logLevel: 'error',
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" }
  });
  const { artefactRow } = await import(pathToFileURL(bundle).href);
  const rows = [];
  for (const pdf of pdfs) {
    rows.push(await artefactRow(pdf, { examples, texts: process.argv.includes('--texts') }));
    process.stderr.write(`artefacts: ${rows.at(-1).file} done\n`);
  }
  if (process.argv.includes('--json')) process.stdout.write(JSON.stringify(rows, null, 2) + '\n');
  else process.stdout.write(format(rows) + '\n');
} finally {
  rmSync(out, { recursive: true, force: true });
}

function format(rows) {
  const kinds = Object.keys(rows[0].byKind);
  const pct = (n, d) => (d ? `${((100 * n) / d).toFixed(1)}%` : '-');
  const head = ['report', 'claims', 'anchored', 'any', ...kinds];
  const body = rows.map((r) => [
    r.file.slice(0, 36),
    String(r.claims),
    pct(r.anchored, r.claims),
    pct(r.withAny, r.claims),
    ...kinds.map((k) => `${r.byKind[k]} (${pct(r.byKind[k], r.claims)})`)
  ]);
  const all = rows.reduce((n, r) => n + r.claims, 0);
  body.push([
    'all',
    String(all),
    pct(
      rows.reduce((n, r) => n + r.anchored, 0),
      all
    ),
    pct(
      rows.reduce((n, r) => n + r.withAny, 0),
      all
    ),
    ...kinds.map((k) => {
      const n = rows.reduce((s, r) => s + r.byKind[k], 0);
      return `${n} (${pct(n, all)})`;
    })
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  const lines = [line(head), ...body.map(line)];
  for (const r of rows)
    for (const [k, list] of Object.entries(r.examples))
      for (const e of list) lines.push(`  ${r.file.slice(0, 20)} ${k}: ${e.slice(0, 200)}`);
  return lines.join('\n');
}
