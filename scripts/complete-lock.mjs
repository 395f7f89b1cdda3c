#!/usr/bin/env node
// `npm run lock:complete [-- --check] [path/to/package-lock.json]`
//
// npm records in package-lock.json only the optional platform binaries it saw on the machine that
// wrote the lock (npm/cli#4828): a lock written on Linux x64 lacks LanceDB's and rollup's macOS and
// Windows packages, and `npm ci` on any machine then refuses the lock as out of sync ("Missing: … from
// lock file"). This script adds one entry per missing optional dependency: the exact version the
// parent pins, `optional: true`, and `os`/`cpu`/`libc` read from the package name (…-darwin-arm64,
// …-linux-x64-gnu, …-linux-x64-musl, …-win32-x64-msvc). The entries carry no `resolved`/`integrity`
// (this lock records none, see omit-lockfile-registry-resolved): npm fetches name@version from the
// registry on the platform that installs it and skips it everywhere else.
// `--check` changes nothing and exits 1 if an entry is missing.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const OS = ['aix', 'android', 'darwin', 'freebsd', 'linux', 'netbsd', 'openbsd', 'openharmony', 'sunos', 'win32'];
const CPU = ['arm', 'arm64', 'ia32', 'loong64', 'mips64el', 'ppc64', 'riscv64', 's390x', 'x64'];
const LIBC = { gnu: 'glibc', gnueabihf: 'glibc', musl: 'musl', musleabihf: 'musl' };
const EXACT = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;

/** `{ os, cpu, libc? }` read from a platform package's name, or null if the name names no platform. */
export function inferPlatform(name) {
  const words = name.slice(name.lastIndexOf('/') + 1).split('-');
  const osAt = words.findIndex((w) => OS.includes(w));
  if (osAt < 0) return null;
  const cpu = words.slice(osAt + 1).find((w) => CPU.includes(w));
  if (!cpu) return null;
  const os = words[osAt];
  const libc =
    os === 'linux'
      ? words
          .slice(osAt + 1)
          .map((w) => LIBC[w])
          .find(Boolean)
      : undefined;
  return libc ? { os, cpu, libc } : { os, cpu };
}

/** The lock key Node would load `name` from when required by the package at `from` (walks up node_modules). */
export function resolveInLock(packages, from, name) {
  let base = from;
  for (;;) {
    const key = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (packages[key]) return key;
    if (!base) return null;
    const up = base.lastIndexOf('/node_modules/');
    base = up < 0 ? '' : base.slice(0, up);
  }
}

/** Every optional dependency some lock entry declares that resolves to no entry of a matching version. */
export function missingOptionals(lock) {
  const packages = lock.packages ?? {};
  const missing = [];
  for (const [from, entry] of Object.entries(packages)) {
    for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
      const at = resolveInLock(packages, from, name);
      if (at && (!EXACT.test(spec) || packages[at].version === spec)) continue;
      missing.push({ from, name, spec });
    }
  }
  return missing;
}

/** Adds the missing entries to `lock` (in place); returns the keys added. Throws on what it cannot infer. */
export function completeLock(lock) {
  const packages = lock.packages;
  const problems = [];
  const added = [];
  for (const { from, name, spec } of missingOptionals(lock)) {
    const at = resolveInLock(packages, from, name); // an entry added for an earlier parent may serve
    if (at && packages[at].version === spec) continue;
    const platform = inferPlatform(name);
    if (!EXACT.test(spec)) problems.push(`${name}@${spec} (needed by ${from || 'the root'}): not an exact version`);
    else if (!platform)
      problems.push(`${name}@${spec} (needed by ${from || 'the root'}): its name names no os and cpu`);
    const hoisted = `node_modules/${name}`;
    if (packages[hoisted] && !from)
      problems.push(`${name}@${spec} (needed by the root): the lock holds ${packages[hoisted].version}`);
    if (!EXACT.test(spec) || !platform || (packages[hoisted] && !from)) continue;
    const key = packages[hoisted] ? `${from}/node_modules/${name}` : hoisted;
    const parent = packages[from];
    packages[key] = {
      version: spec,
      cpu: [platform.cpu],
      ...(parent.dev ? { dev: true } : {}),
      ...(platform.libc ? { libc: [platform.libc] } : {}),
      optional: true,
      os: [platform.os],
      ...(parent.peer ? { peer: true } : {})
    };
    added.push(key);
  }
  if (problems.length) {
    throw new Error(
      `cannot complete the lock without the registry; run \`npm install\` on the platform concerned:\n  ${problems.join('\n  ')}`
    );
  }
  lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => a.localeCompare(b, 'en')));
  return added;
}

function main(argv) {
  const check = argv.includes('--check');
  const file = resolve(argv.find((a) => !a.startsWith('--')) ?? 'package-lock.json');
  let lock;
  try {
    lock = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    process.stderr.write(`complete-lock: cannot read ${file}: ${err.message}\n`);
    return 2;
  }
  if (!lock.packages || lock.lockfileVersion < 2) {
    process.stderr.write(`complete-lock: ${file} is not a lockfileVersion 2 or 3 lock (no "packages")\n`);
    return 2;
  }
  if (check) {
    const missing = missingOptionals(lock);
    for (const m of missing)
      process.stdout.write(`missing: ${m.name}@${m.spec} (optional dependency of ${m.from || 'the root'})\n`);
    process.stdout.write(`${missing.length} optional dependencies without a lock entry\n`);
    return missing.length ? 1 : 0;
  }
  try {
    const added = completeLock(lock);
    if (added.length) writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
    process.stdout.write(`${added.length} entries added to ${file}\n${added.map((k) => `  ${k}\n`).join('')}`);
    return 0;
  } catch (err) {
    process.stderr.write(`complete-lock: ${err.message}\n`);
    return 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  process.exitCode = main(process.argv.slice(2));
