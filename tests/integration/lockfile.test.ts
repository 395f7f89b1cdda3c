/**
 * `npm ci` works on every platform only if package-lock.json has an entry for every optional
 * platform binary (npm/cli#4828); scripts/complete-lock.mjs adds the ones npm left out.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');
const script = join(root, 'scripts', 'complete-lock.mjs');

interface LockEntry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
}
type Packages = Record<string, LockEntry>;

/** Where Node would find `name` from the package at lock key `from`: its node_modules, then each one above. */
function lockEntryFor(packages: Packages, from: string, name: string): LockEntry | undefined {
  const bases = [from];
  for (let b = from; b.includes('/node_modules/');) bases.push((b = b.slice(0, b.lastIndexOf('/node_modules/'))));
  if (from) bases.push('');
  return bases.map((b) => packages[`${b ? `${b}/` : ''}node_modules/${name}`]).find(Boolean);
}

describe('package-lock.json', () => {
  it('has an entry of the pinned version for every optional dependency, whatever the platform', () => {
    const packages = (JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as { packages: Packages })
      .packages;
    const missing = Object.entries(packages).flatMap(([from, entry]) =>
      Object.entries(entry.optionalDependencies ?? {})
        .filter(([name, spec]) => {
          const found = lockEntryFor(packages, from, name);
          return !found || (/^\d+\.\d+\.\d+$/.test(spec) && found.version !== spec);
        })
        .map(([name, spec]) => `${name}@${spec} (from ${from || 'root'})`)
    );
    expect(missing, 'run `npm run lock:complete`').toEqual([]);
  });
});

describe('scripts/complete-lock.mjs', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sibyl-lock-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const run = (...args: string[]) => spawnSync(process.execPath, [script, ...args], { encoding: 'utf8' });
  const write = (packages: Packages): string => {
    const file = join(dir, `lock-${Math.random().toString(36).slice(2)}.json`);
    writeFileSync(file, JSON.stringify({ name: 'x', lockfileVersion: 3, requires: true, packages }, null, 2));
    return file;
  };

  it('adds the missing platform entries with os, cpu and libc from their names', () => {
    const file = write({
      '': { version: '1.0.0', devDependencies: { tool: '1.0.0' } } as LockEntry,
      'node_modules/tool': {
        version: '1.0.0',
        dev: true,
        optionalDependencies: {
          '@t/tool-linux-x64-gnu': '1.0.0',
          '@t/tool-linux-arm-musleabihf': '1.0.0',
          '@t/tool-darwin-arm64': '1.0.0',
          '@t/tool-win32-x64-msvc': '1.0.0',
          '@t/tool-android-arm-eabi': '1.0.0'
        }
      },
      'node_modules/@t/tool-linux-x64-gnu': {
        version: '1.0.0',
        dev: true,
        optional: true,
        os: ['linux'],
        cpu: ['x64'],
        libc: ['glibc']
      }
    });
    expect(run('--check', file).status).toBe(1);
    const r = run(file);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const packages = (JSON.parse(readFileSync(file, 'utf8')) as { packages: Packages }).packages;
    expect(packages['node_modules/@t/tool-darwin-arm64']).toEqual({
      version: '1.0.0',
      cpu: ['arm64'],
      dev: true,
      optional: true,
      os: ['darwin']
    });
    expect(packages['node_modules/@t/tool-linux-arm-musleabihf']).toEqual({
      version: '1.0.0',
      cpu: ['arm'],
      dev: true,
      libc: ['musl'],
      optional: true,
      os: ['linux']
    });
    expect(packages['node_modules/@t/tool-win32-x64-msvc']).toMatchObject({ os: ['win32'], cpu: ['x64'] });
    expect(packages['node_modules/@t/tool-win32-x64-msvc']).not.toHaveProperty('libc');
    expect(packages['node_modules/@t/tool-android-arm-eabi']).toMatchObject({ os: ['android'], cpu: ['arm'] });
    expect(Object.keys(packages)).toEqual([...Object.keys(packages)].sort((a, b) => a.localeCompare(b, 'en')));
    expect(run('--check', file).status).toBe(0);
  });

  it('nests an entry under its parent when another version holds the top-level place', () => {
    const file = write({
      '': { version: '1.0.0' },
      'node_modules/a': { version: '1.0.0', optionalDependencies: { 'bin-linux-x64': '2.0.0' } },
      'node_modules/b': { version: '1.0.0', optionalDependencies: { 'bin-linux-x64': '3.0.0' } },
      'node_modules/bin-linux-x64': { version: '2.0.0', optional: true, os: ['linux'], cpu: ['x64'] }
    });
    expect(run(file).status).toBe(0);
    const packages = (JSON.parse(readFileSync(file, 'utf8')) as { packages: Packages }).packages;
    expect(packages['node_modules/b/node_modules/bin-linux-x64']).toMatchObject({ version: '3.0.0', optional: true });
    expect(packages['node_modules/bin-linux-x64']?.version).toBe('2.0.0');
  });

  it('refuses, changing nothing, what it cannot infer without the registry', () => {
    const packages: Packages = {
      '': { version: '1.0.0' },
      'node_modules/a': { version: '1.0.0', optionalDependencies: { 'a-darwin-x64': '^1.2.0', 'a-wasm': '1.0.0' } }
    };
    const file = write(packages);
    const before = readFileSync(file, 'utf8');
    const r = run(file);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/a-darwin-x64@\^1\.2\.0 .*not an exact version/);
    expect(r.stderr).toMatch(/a-wasm@1\.0\.0 .*names no os and cpu/);
    expect(readFileSync(file, 'utf8')).toBe(before);
    const bad = run(join(dir, 'nope.json'));
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/cannot read/);
  });
});
