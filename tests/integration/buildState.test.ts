/**
 * bin/sibyl.mjs rebuilds a build older than the sources (a build from before a `git pull` once
 * crashed with "run is not a function"), and leaves a current build, or an installed copy without
 * sources, alone.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error plain ESM script without types
import { staleReason } from '../../bin/build-state.mjs';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A project tree with a built cli.js at `builtAt` and the given source files at their times (s). */
function tree(builtAt: number | null, sources: Record<string, number>): string {
  const root = mkdtempSync(join(tmpdir(), 'sibyl-build-'));
  dirs.push(root);
  for (const [rel, t] of Object.entries(sources)) {
    const p = join(root, rel);
    mkdirSync(join(p, '..'), { recursive: true });
    writeFileSync(p, '');
    utimesSync(p, t, t);
  }
  if (builtAt !== null) {
    mkdirSync(join(root, 'out', 'main'), { recursive: true });
    writeFileSync(join(root, 'out', 'main', 'cli.js'), '');
    utimesSync(join(root, 'out', 'main', 'cli.js'), builtAt, builtAt);
  }
  return root;
}

describe('staleReason', () => {
  it('asks for a first build when there is none', () => {
    expect(staleReason(tree(null, { 'src/a.ts': 1000 }))).toBe('first run');
  });

  it('asks for a rebuild when a source (deep in src/) is newer than the build', () => {
    expect(staleReason(tree(2000, { 'src/a.ts': 1000, 'src/main/deep/b.ts': 3000 }))).toMatch(
      /src\/main\/deep\/b\.ts changed/
    );
  });

  it('asks for a rebuild when the build config changed', () => {
    expect(staleReason(tree(2000, { 'src/a.ts': 1000, 'electron.vite.config.ts': 3000 }))).toMatch(
      /electron\.vite\.config\.ts/
    );
  });

  it('ignores test files, which are not built', () => {
    expect(staleReason(tree(2000, { 'src/a.ts': 1000, 'src/main/__tests__/a.test.ts': 3000 }))).toBeNull();
  });

  it('leaves a current build alone', () => {
    expect(staleReason(tree(5000, { 'src/a.ts': 1000, 'src/main/b.ts': 4000 }))).toBeNull();
  });

  it('takes an installed copy without src/ as built', () => {
    expect(staleReason(tree(5000, {}))).toBeNull();
  });
});
