#!/usr/bin/env node
// Measures the Source of Truth view with many claims in Debian's Chromium through the web host:
// a fresh data dir gets the sample report and a completed run whose compiled document holds N
// generated claims (tests/helpers/sotFixture.ts), then the view is opened R times and timed from the
// click to all N cards in the page, and a filter change is timed to its count. Prints medians (JSON).
// usage: node scripts/bench-sot-view.mjs [--claims 600] [--runs 3]   (after `npm run build`)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { PGlite } from '@electric-sql/pglite';

const { values } = parseArgs({
  options: { claims: { type: 'string', default: '600' }, runs: { type: 'string', default: '3' } }
});
const N = Number(values.claims);
const RUNS = Number(values.runs);
const root = join(import.meta.dirname, '..');
const cli = join(root, 'out', 'main', 'cli.js');
const work = mkdtempSync(join(tmpdir(), 'sibyl-sot-bench-'));
const dataDir = join(work, 'data');
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function seed() {
  const ingest = spawnSync(
    process.execPath,
    [cli, 'ingest', join(root, 'tests', 'fixtures', 'sample-report.pdf'), '--data-dir', dataDir, '--json'],
    { encoding: 'utf8' }
  );
  if (ingest.status !== 0) throw new Error(ingest.stderr);
  const reportId = JSON.parse(ingest.stdout).reportId;
  // Inside the project, so the bundle's package imports resolve from node_modules.
  const bundle = join(root, 'out', 'bench-sot-fixture.mjs');
  await build({
    entryPoints: [join(root, 'tests', 'helpers', 'sotFixture.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outfile: bundle,
    logLevel: 'warning'
  });
  const { compiledFixture } = await import(pathToFileURL(bundle).href);
  const doc = compiledFixture(N);
  doc.report.id = reportId;
  const db = new PGlite(join(dataDir, 'pg'));
  await db.query(
    `INSERT INTO analysis_runs (id, report_id, status, config, compiled, finished_at) VALUES ($1, $2, 'completed', $3, $4, now())`,
    [doc.run.id, reportId, JSON.stringify(doc.run.config), JSON.stringify(doc)]
  );
  await db.close();
}

async function main() {
  await seed();
  const server = spawn(process.execPath, [cli, 'serve', '--data-dir', dataDir], {
    stdio: ['ignore', 'pipe', 'inherit']
  });
  const url = await new Promise((resolve) => {
    let out = '';
    server.stdout.on('data', (d) => {
      out += d;
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve(JSON.parse(line).url);
    });
  });
  const browser = await chromium.launch({
    executablePath: process.env.SIBYL_CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless', '--disable-gpu']
  });
  const open = [];
  const filter = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await page.goto(url);
    await page.locator('[data-app-state="ready"]').waitFor({ timeout: 180_000 });
    await page.getByTestId('report-row').first().getByTestId('report-title').click();
    await page.getByTestId('report-view').waitFor();
    for (let i = 0; i < RUNS; i++) {
      const t0 = Date.now();
      await page.getByTestId('toggle-source-of-truth').click();
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="sot-claim"]').length === n, N, {
        timeout: 120_000,
        polling: 'raf'
      });
      open.push(Date.now() - t0);
      const t1 = Date.now();
      await page.getByTestId('sot-filter-verdict').selectOption('contradicted');
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="sot-claim"]').length < n, N, {
        polling: 'raf'
      });
      filter.push(Date.now() - t1);
      await page.getByTestId('sot-filter-verdict').selectOption('');
      await page.getByTestId('toggle-source-of-truth').click();
      await page.getByTestId('report-view').waitFor();
    }
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(work, { recursive: true, force: true });
  }
  console.log(
    JSON.stringify(
      {
        claims: N,
        runs: RUNS,
        openToAllCardsMs: { median: median(open), all: open },
        filterMs: { median: median(filter), all: filter }
      },
      null,
      2
    )
  );
}

await main();
