// Whether the built CLI (out/main/cli.js) reflects the sources: used by bin/sibyl.mjs to rebuild a
// missing or stale build (after a `git pull`, a build from before the pull must not run).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Newest modification time under `dir` (files only), with the file's path; null if dir is absent. */
function newestUnder(dir) {
  if (!existsSync(dir)) return null;
  let best = null;
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, entry.name);
      // Tests are not part of the build: editing one needs no rebuild.
      if (entry.isDirectory()) {
        if (entry.name !== '__tests__') walk(p);
      } else if (entry.isFile()) {
        const t = statSync(p).mtimeMs;
        if (!best || t > best.mtimeMs) best = { path: p, mtimeMs: t };
      }
    }
  };
  walk(dir);
  return best;
}

/**
 * Why the build must be (re)made, or null when it is current. The sources are `src/` and the build
 * config; an installed package without `src/` is taken as built.
 */
export function staleReason(root) {
  const cli = join(root, 'out', 'main', 'cli.js');
  if (!existsSync(cli)) return 'first run';
  const built = statSync(cli).mtimeMs;
  const sources = [newestUnder(join(root, 'src'))];
  for (const f of ['electron.vite.config.ts', 'electron.vite.config.mjs']) {
    const p = join(root, f);
    if (existsSync(p)) sources.push({ path: p, mtimeMs: statSync(p).mtimeMs });
  }
  const newest = sources.filter(Boolean).sort((a, b) => b.mtimeMs - a.mtimeMs)[0];
  if (newest && newest.mtimeMs > built) return `${relative(root, newest.path)} changed since the last build`;
  return null;
}
