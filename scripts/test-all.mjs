#!/usr/bin/env node
// `npm test`: build, typecheck, lint, formatting (Prettier), unused code (knip), unit + integration tests (vitest), end-to-end tests
// (Playwright through the loopback web host), then one summary line over every runner:
// "N passed, N failed, N skipped". Exits non-zero if anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
mkdirSync('test-results', { recursive: true });

const run = (name, cmd, args, env = {}) => {
  process.stdout.write(`\n=== ${name}: ${cmd} ${args.join(' ')}\n`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) failedSteps.push(name);
  return r.status === 0;
};

const step = (name, cmd, args) => {
  if (run(name, cmd, args)) results.passed++;
  else results.failed++;
};

step('build', 'npx', ['electron-vite', 'build']);
step('typecheck', 'npm', ['run', '-s', 'typecheck']);
step('lint', 'npm', ['run', '-s', 'lint']);
step('format', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']);
step('unused', 'npx', ['knip', '--no-progress']);

const vitestJson = 'test-results/vitest.json';
rmSync(vitestJson, { force: true });
run('vitest', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
if (existsSync(vitestJson)) {
  const v = JSON.parse(readFileSync(vitestJson, 'utf8'));
  results.passed += v.numPassedTests;
  results.failed +=
    v.numFailedTests + (v.numFailedTestSuites > 0 && v.numFailedTests === 0 ? v.numFailedTestSuites : 0);
  results.skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
} else {
  results.failed++;
}

const pwJson = 'test-results/playwright.json';
rmSync(pwJson, { force: true });
run('playwright', 'npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson });
if (existsSync(pwJson)) {
  const s = JSON.parse(readFileSync(pwJson, 'utf8')).stats ?? {};
  results.passed += (s.expected ?? 0) + (s.flaky ?? 0);
  results.failed += s.unexpected ?? 0;
  results.skipped += s.skipped ?? 0;
  if ((s.unexpected ?? 0) === 0 && failedSteps.includes('playwright')) results.failed++;
} else {
  results.failed++;
}

if (failedSteps.length) process.stdout.write(`\nfailed steps: ${failedSteps.join(', ')}\n`);
process.stdout.write(`\n${results.passed} passed, ${results.failed} failed, ${results.skipped} skipped\n`);
process.exit(results.failed > 0 || failedSteps.length > 0 ? 1 : 0);
