#!/usr/bin/env node
// Entry of the `sibyl` command: runs the built CLI (out/main/cli.js), building it first when it is
// missing or older than the sources. Concurrent starts build once: the first takes a lock directory,
// the others wait for it and then re-check.
import { mkdirSync, rmSync, statSync, existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { staleReason } from './build-state.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(root, 'out', 'main', 'cli.js');
const lock = join(root, 'out', '.sibyl-building');
const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function takeLock() {
  mkdirSync(join(root, 'out'), { recursive: true });
  for (let waited = 0; ; waited += 500) {
    try {
      mkdirSync(lock);
      return;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      // A lock left by a killed build is taken over after ten minutes.
      if (Date.now() - statSync(lock).mtimeMs > 600_000) rmSync(lock, { recursive: true, force: true });
      if (waited === 0) process.stderr.write('sibyl: another sibyl is building the app; waiting…\n');
      sleep(500);
    }
  }
}

if (staleReason(root)) {
  takeLock();
  let failed = false;
  try {
    const reason = staleReason(root);
    if (reason) {
      process.stderr.write(`sibyl: building the app (${reason})…\n`);
      const r = spawnSync('npx', ['electron-vite', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
      failed = r.status !== 0 || !existsSync(cli);
    }
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
  if (failed) {
    process.stderr.write('sibyl: the build failed; run `npm run build` to see why\n');
    process.exit(1);
  }
}
process.env.SIBYL_CLI_NO_AUTORUN = '1';
const { run } = await import(pathToFileURL(cli).href);
// run() exits only after stdout and stderr have drained: piped output is never cut short.
await run(process.argv.slice(2));
