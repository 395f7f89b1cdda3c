/**
 * The real `sibyl serve --open` process: the served URL reaches the platform's opener (a fake
 * xdg-open/open on PATH here), a missing opener only warns, and `npm run dev:web` runs this CLI.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshDataDir } from '../helpers/tempStores';

const root = join(__dirname, '..', '..');
const built =
  existsSync(join(root, 'out', 'main', 'cli.js')) && existsSync(join(root, 'out', 'renderer', 'index.html'));
if (!built)
  process.stderr.write('cliServe.test.ts skipped: out/ is missing; run `npm run build` first (npm test does)\n');

interface Served {
  child: ChildProcess;
  url: string;
  stderr: () => string;
  exit: Promise<number | null>;
}

/** Starts `bin/sibyl.mjs serve --open` with `path` as PATH; resolves once the URL line is printed. */
function serveOpen(dataDir: string, path: string): Promise<Served> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [join(root, 'bin', 'sibyl.mjs'), 'serve', '--open', '--port', '0', '--data-dir', dataDir],
      {
        env: { ...process.env, PATH: path },
        stdio: ['ignore', 'pipe', 'pipe']
      }
    );
    let out = '';
    let err = '';
    const exit = new Promise<number | null>((done) => child.once('close', (code) => done(code)));
    child.stderr.on('data', (c: Buffer) => {
      err += c.toString();
    });
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line && out.includes('\n'))
        resolve({ child, url: (JSON.parse(line) as { url: string }).url, stderr: () => err, exit });
    });
    child.once('error', reject);
    void exit.then((code) => reject(new Error(`serve exited with ${code} before printing its URL: ${err}`)));
  });
}

/** Polls until `check` returns a value (the opener and the warning arrive asynchronously). */
async function eventually<T>(check: () => T | undefined): Promise<T> {
  for (;;) {
    const v = check();
    if (v !== undefined) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.skipIf(!built || process.platform === 'win32')('sibyl serve --open', () => {
  const bin = mkdtempSync(join(tmpdir(), 'sibyl-opener-'));
  const empty = mkdtempSync(join(tmpdir(), 'sibyl-nopath-'));
  const { dataDir, cleanup } = freshDataDir();
  afterAll(() => {
    cleanup();
    rmSync(bin, { recursive: true, force: true });
    rmSync(empty, { recursive: true, force: true });
  });

  it('hands the served URL to the platform opener and keeps serving', async () => {
    const got = join(bin, 'opened.txt');
    for (const name of ['xdg-open', 'open']) {
      writeFileSync(join(bin, name), `#!/bin/sh\nprintf '%s' "$1" > '${got}'\n`);
      chmodSync(join(bin, name), 0o755);
    }
    const s = await serveOpen(dataDir, `${bin}:${process.env.PATH ?? ''}`);
    try {
      const opened = await eventually(() =>
        existsSync(got) && readFileSync(got, 'utf8').length ? readFileSync(got, 'utf8') : undefined
      );
      expect(opened).toBe(s.url);
      expect(s.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?token=[0-9a-f]+$/);
      expect((await fetch(s.url)).status).toBe(200);
      expect(s.stderr()).toBe('');
    } finally {
      s.child.kill('SIGTERM');
    }
    expect(await s.exit).toBe(0);
  });

  it('still serves, with one warning naming the URL, when no opener is installed', async () => {
    const s = await serveOpen(dataDir, empty);
    try {
      const warning = await eventually(() => (s.stderr().includes('\n') ? s.stderr() : undefined));
      expect(warning).toMatch(/could not open a browser \((xdg-)?open not found\); open .* yourself/);
      expect(warning).toContain(s.url);
      expect(warning).not.toMatch(/\n\s+at /);
      expect((await fetch(s.url)).status).toBe(200);
    } finally {
      s.child.kill('SIGTERM');
    }
    expect(await s.exit).toBe(0);
  });
});

describe('npm run dev:web', () => {
  it('runs the sibyl command with flags it accepts', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    const steps = (pkg.scripts['dev:web'] ?? '').split('&&').map((s) => s.trim());
    const nodeStep = steps.find((s) => s.startsWith('node '));
    expect(nodeStep, 'dev:web runs a node entry point').toBeDefined();
    const [, entry = '', ...args] = (nodeStep ?? '').split(/\s+/);
    expect(existsSync(join(root, entry)), `${entry} exists`).toBe(true);
    expect(args[0]).toBe('serve');
    // The built entry is needed for --help to parse the flags; bin/sibyl.mjs would build it first.
    if (!built) return;
    const r = spawnSync(process.execPath, [join(root, entry), ...args, '--help'], { encoding: 'utf8', cwd: root });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/sibyl serve .*--open/);
  });
});
