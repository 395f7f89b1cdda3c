#!/usr/bin/env node
// Entry of the `sibyl` command: runs the built CLI (out/main/cli.js), building it first if needed.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(root, 'out', 'main', 'cli.js');
if (!existsSync(cli)) {
  process.stderr.write('sibyl: first run, building the app (once)…\n');
  const r = spawnSync('npx', ['electron-vite', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0 || !existsSync(cli)) {
    process.stderr.write('sibyl: the build failed; run `npm run build` to see why\n');
    process.exit(1);
  }
}
process.env.SIBYL_CLI_NO_AUTORUN = '1';
const { run } = await import(pathToFileURL(cli).href);
// run() exits only after stdout and stderr have drained: piped output is never cut short.
await run(process.argv.slice(2));
