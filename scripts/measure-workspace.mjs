#!/usr/bin/env node
// Measures the report workspace in Debian's Chromium through the loopback web host (as the e2e suite
// does), on a fresh data dir: the report is ingested and its claims extracted offline by the CLI, then
//   --mode scroll (default): the PDF pane is scrolled from the first page to the last, one step per
//     frame, and the frame times (requestAnimationFrame deltas) are summarised; then highlights spread
//     over the report are clicked and the click → reasoning panel time is read from the app's own
//     Performance API measures (`sibyl:click-to-reasoning`, components/perfMarks.ts);
//   --mode stream: Analyze (offline) is clicked and the frame times are recorded while the run's events
//     stream into the agent dashboard, the claims list and the highlights, until the run settles.
// Prints one JSON object (median, p95, max in ms). Heavy on a loaded machine: run it once, on purpose.
// usage: node scripts/measure-workspace.mjs [report.pdf] [--mode scroll|stream] [--step 100] [--clicks 12] [--profile]
//        (after `npx electron-vite build`; default report: the shared BMW report when present)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    mode: { type: 'string', default: 'scroll' },
    step: { type: 'string', default: '100' },
    clicks: { type: 'string', default: '12' },
    profile: { type: 'boolean', default: false }
  }
});
const root = join(import.meta.dirname, '..');
const cli = join(root, 'out', 'main', 'cli.js');
const SHARED = '/work/shared/data/reports';

function defaultReport() {
  if (!existsSync(SHARED)) return null;
  for (const dir of readdirSync(SHARED)
    .filter((d) => d.startsWith('bmw'))
    .sort()) {
    const pdf = readdirSync(join(SHARED, dir)).find((f) => f.toLowerCase().endsWith('.pdf'));
    if (pdf) return join(SHARED, dir, pdf);
  }
  return null;
}

const report = positionals[0] ?? defaultReport();
if (!report || !existsSync(report)) {
  console.error(
    `measure-workspace: no report to open (${report ?? 'none given, and no shared bmw*.pdf'}). usage: node scripts/measure-workspace.mjs <report.pdf> [--mode scroll|stream]`
  );
  process.exit(2);
}
if (!['scroll', 'stream'].includes(values.mode)) {
  console.error(`measure-workspace: --mode is scroll or stream, not ${values.mode}`);
  process.exit(2);
}
if (!existsSync(cli)) {
  console.error('measure-workspace: out/main/cli.js is missing; build first (npx electron-vite build)');
  process.exit(2);
}

const stats = (xs) => {
  if (!xs.length) return { n: 0 };
  const s = [...xs].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  const r = (v) => Math.round(v * 10) / 10;
  return {
    n: s.length,
    median: r(at(0.5)),
    p95: r(at(0.95)),
    max: r(s.at(-1)),
    over50ms: s.filter((v) => v > 50).length
  };
};

function prepare(dataDir) {
  const t0 = Date.now();
  const run = spawnSync(process.execPath, [cli, 'claims', report, '--data-dir', dataDir, '--json'], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024
  });
  if (run.status !== 0) throw new Error(`sibyl claims failed: ${run.stderr}`);
  return Date.now() - t0;
}

async function serve(dataDir) {
  const server = spawn(process.execPath, [cli, 'serve', '--data-dir', dataDir], {
    stdio: ['ignore', 'pipe', 'inherit']
  });
  const url = await new Promise((resolve, reject) => {
    let out = '';
    server.stdout.on('data', (d) => {
      out += d;
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve(JSON.parse(line).url);
    });
    server.once('exit', (code) => reject(new Error(`sibyl serve exited with ${code}`)));
  });
  return { server, url };
}

async function openReport(page, url) {
  await page.goto(url);
  await page.locator('[data-app-state="ready"]').waitFor({ timeout: 180_000 });
  await page.getByTestId('report-row').first().getByTestId('report-title').click();
  await page.locator('[data-testid="pdf-page"][data-rendered="true"]').first().waitFor({ timeout: 120_000 });
  await page.getByTestId('claim-item').first().waitFor({ timeout: 120_000 });
}

/** Scrolls the PDF pane top to bottom, `step` px per frame; returns the frame deltas. */
const scrollThrough = (page, step) =>
  page.evaluate(
    (px) =>
      new Promise((resolve) => {
        const el = document.querySelector('[data-testid="pdf-scroll"]');
        el.scrollTop = 0;
        const deltas = [];
        let last = performance.now();
        const frame = (t) => {
          deltas.push(t - last);
          last = t;
          if (el.scrollTop + el.clientHeight >= el.scrollHeight - 1) return resolve(deltas);
          el.scrollTop += px;
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    step
  );

/** Clicks highlights of claims spread over the report; returns the app's click → reasoning measures. */
async function clickHighlights(page, clicks) {
  const ids = await page
    .locator('[data-testid="claim-item"][data-anchored="true"]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-claim-id')));
  const picked = Array.from(
    { length: Math.min(clicks, ids.length) },
    (_, i) => ids[Math.floor((i * ids.length) / Math.min(clicks, ids.length))]
  );
  await page.evaluate(() => performance.clearMeasures('sibyl:click-to-reasoning'));
  for (const [i, id] of picked.entries()) {
    await page.locator(`[data-testid="claim-item"][data-claim-id="${id}"] [data-testid="claim-goto"]`).click();
    const hl = page.locator(`[data-testid="claim-highlight"][data-claim-id="${id}"]`);
    await hl.scrollIntoViewIfNeeded();
    // Select another claim first (the next for the very first claim), so the click always changes what the panel shows.
    await page.keyboard.press(i === 0 && id === ids[0] ? 'j' : 'k');
    await hl.click();
    await page.locator(`[data-testid="reasoning-claim"][data-claim-id="${id}"]`).waitFor();
  }
  await page
    .waitForFunction((n) => performance.getEntriesByName('sibyl:click-to-reasoning').length >= n, picked.length, {
      timeout: 10_000
    })
    .catch(() => undefined);
  return page.evaluate(() => performance.getEntriesByName('sibyl:click-to-reasoning').map((m) => m.duration));
}

/** Clicks Analyze and records frame deltas until the run settles. */
async function streamAnalysis(page) {
  await page.evaluate(() => {
    window.__frames = [];
    window.__stop = false;
    // Where the Cancel button is at each frame while it is on screen, and how often that changed
    // (Playwright waits for two frames with the same box before it clicks).
    window.__cancel = { frames: 0, moves: 0 };
    let cancel = null;
    let box = null;
    let last = performance.now();
    const frame = (t) => {
      window.__frames.push(t - last);
      last = t;
      // React may turn the same <button> into Analyze when the run ends: only a Cancel counts.
      if (!cancel?.isConnected || cancel.dataset.testid !== 'cancel-analysis')
        cancel = document.querySelector('[data-testid="cancel-analysis"]');
      if (cancel) {
        const r = cancel.getBoundingClientRect();
        const now = `${r.x},${r.y},${r.width},${r.height}`;
        window.__cancel.frames += 1;
        if (box !== null && now !== box) {
          window.__cancel.moves += 1;
          if (window.__cancel.moves <= 5)
            (window.__cancel.first ??= []).push({ atMs: Math.round(t), from: box, to: now });
        }
        box = now;
      }
      if (!window.__stop) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  const t0 = Date.now();
  await page.getByTestId('analyze').click();
  await page.locator('[data-testid="analysis-controls"]:not([data-run-id=""])').waitFor();
  // Polled twice a second, not every frame (a locator wait polls per animation frame, and its
  // querySelectorAll calls were seconds of the renderer's time in the profile).
  await page.waitForFunction(
    () =>
      !['loading', 'starting', 'running', 'cancelling'].includes(
        document.querySelector('[data-testid="analysis-controls"]')?.getAttribute('data-status') ?? 'loading'
      ),
    undefined,
    { polling: 500, timeout: 60 * 60_000 }
  );
  const status = await page.getByTestId('analysis-controls').getAttribute('data-status');
  const { frames, cancel } = await page.evaluate(() => {
    window.__stop = true;
    return { frames: window.__frames, cancel: window.__cancel };
  });
  return { status, runMs: Date.now() - t0, frames, cancel };
}

/**
 * CPU time (ms) used so far by this script's descendants (the host and the browser's processes), by
 * kind: the frames above are wall time on 2 shared cores, this says which process held the cores.
 * Linux only (/proc); null elsewhere.
 */
function cpuByProcess() {
  if (!existsSync('/proc/self/stat')) return null;
  const procs = new Map();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      procs.set(Number(pid), { ppid: Number(f[1]), ms: ((Number(f[11]) + Number(f[12])) * 1000) / 100, cmd });
    } catch {
      // gone meanwhile
    }
  }
  const mine = (pid) => {
    for (let p = pid, hops = 0; p > 1 && hops < 16; p = procs.get(p)?.ppid ?? 0, hops++)
      if (p === process.pid) return true;
    return false;
  };
  const out = { host: 0, renderer: 0, gpu: 0, browserOther: 0 };
  for (const [pid, p] of procs) {
    if (pid === process.pid || !mine(pid)) continue;
    const kind =
      p.cmd.includes(' serve') || p.cmd.includes('\0serve')
        ? 'host'
        : p.cmd.includes('--type=renderer')
          ? 'renderer'
          : p.cmd.includes('--type=gpu-process')
            ? 'gpu'
            : 'browserOther';
    out[kind] += p.ms;
  }
  return out;
}

const cpuSince = (before) => {
  const now = cpuByProcess();
  return before && now ? Object.fromEntries(Object.entries(now).map(([k, v]) => [k, Math.round(v - before[k])])) : null;
};

/** --profile: the renderer's CPU profile over the run, summarised as the functions with most self time. */
async function startProfile(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
  await cdp.send('Profiler.start');
  return {
    async stop() {
      const { profile } = await cdp.send('Profiler.stop');
      if (process.env.SIBYL_PROFILE_OUT) writeFileSync(process.env.SIBYL_PROFILE_OUT, JSON.stringify(profile));
      const self = new Map();
      const dt = new Map();
      profile.samples.forEach((id, i) => dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
      for (const n of profile.nodes) {
        const f = n.callFrame;
        const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}`;
        self.set(key, (self.get(key) ?? 0) + (dt.get(n.id) ?? 0) / 1000);
      }
      return [...self.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 25)
        .map(([fn, ms]) => ({ fn, ms: Math.round(ms) }));
    }
  };
}

async function measure(page) {
  const pages = Number(await page.getByTestId('page-count').innerText());
  const claims = await page.getByTestId('claim-item').count();
  const base = { report, pages, claims, mode: values.mode };
  if (values.mode === 'scroll') {
    const frames = await scrollThrough(page, Number(values.step));
    const clicks = await clickHighlights(page, Number(values.clicks));
    return {
      ...base,
      scrollStepPx: Number(values.step),
      scrollFrameMs: stats(frames.slice(1)),
      clickToReasoningMs: stats(clicks)
    };
  }
  const profiler = values.profile ? await startProfile(page) : null;
  const tracing = process.env.SIBYL_TRACE_OUT;
  if (tracing)
    await page
      .context()
      .browser()
      .startTracing(page, { path: tracing, categories: ['devtools.timeline', 'blink', 'v8.execute'] });
  const cpu0 = cpuByProcess();
  const run = await streamAnalysis(page);
  const cpuMs = cpuSince(cpu0);
  if (tracing) await page.context().browser().stopTracing();
  const hot = profiler ? await profiler.stop() : undefined;
  return {
    ...base,
    analysis: run.status,
    analysisMs: run.runMs,
    dashboardFrameMs: stats(run.frames.slice(1)),
    cancelButton: run.cancel,
    cpuMs,
    loadAverage: loadavg().map((l) => Math.round(l * 10) / 10),
    ...(hot ? { hotFunctions: hot } : {})
  };
}

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'sibyl-measure-'));
  const dataDir = join(work, 'data');
  let server = null;
  let browser = null;
  try {
    const prepareMs = prepare(dataDir);
    const host = await serve(dataDir);
    server = host.server;
    browser = await chromium.launch({
      executablePath: process.env.SIBYL_CHROMIUM ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--headless', '--disable-gpu']
    });
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await openReport(page, host.url);
    console.log(JSON.stringify({ prepareMs, ...(await measure(page)) }, null, 2));
  } finally {
    await browser?.close();
    if (server) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(`measure-workspace: ${err.message}`);
  process.exit(1);
});
