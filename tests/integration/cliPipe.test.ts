/**
 * The real `sibyl` process writing into a pipe (not a file): output larger than the OS pipe buffer
 * (64 KiB) arrives whole, and a reader that leaves early (`| head`) ends the command quietly with 0.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');
const built = existsSync(join(root, 'out', 'main', 'cli.js'));
if (!built)
  process.stderr.write(
    'cliPipe.test.ts skipped: out/main/cli.js is missing; run `npm run build` first (npm test does)\n'
  );

const ROWS = 3000;
const dir = mkdtempSync(join(tmpdir(), 'sibyl-pipe-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = join(dir, 'many.jsonl');
writeFileSync(
  file,
  Array.from({ length: ROWS }, (_, i) =>
    JSON.stringify({
      text: `In ${2000 + (i % 25)} site ${i} cut its Scope 1 emissions by ${i % 90} % compared with the year before.`,
      label: i % 2
    })
  ).join('\n')
);

interface Outcome {
  code: number | null;
  out: Buffer;
  err: string;
}

/** Spawns the CLI with piped stdout; `takeBytes` closes the reading end after that many bytes. */
function sibyl(entry: string, args: string[], takeBytes?: number): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, entry), ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    let got = 0;
    let err = '';
    child.stdout.on('data', (c: Buffer) => {
      chunks.push(c);
      got += c.length;
      if (takeBytes !== undefined && got >= takeBytes) child.stdout.destroy();
    });
    child.stderr.on('data', (c: Buffer) => {
      err += c.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out: Buffer.concat(chunks), err }));
  });
}

describe.skipIf(!built)('sibyl output through a pipe', () => {
  for (const entry of ['bin/sibyl.mjs', 'out/main/cli.js']) {
    it(`${entry}: delivers every line of an output far above 64 KiB`, async () => {
      const r = await sibyl(entry, ['claims', '--sentences', file, '--json']);
      expect(r.err).toBe('');
      expect(r.code).toBe(0);
      expect(r.out.length).toBeGreaterThan(4 * 65_536);
      const lines = r.out
        .toString('utf8')
        .trimEnd()
        .split('\n')
        .map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(lines).toHaveLength(ROWS + 1);
      expect(lines.at(-1)).toHaveProperty('evaluation');
    });
  }

  it('ends quietly with 0 when the reader leaves early (| head)', async () => {
    const r = await sibyl('bin/sibyl.mjs', ['claims', '--sentences', file, '--json'], 1000);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
  });
});
