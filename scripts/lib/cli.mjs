// What the measurement scripts share: the repository root, option reading, and the shared reports.
import { readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** `--name value` from the command line, or the fallback. */
export function option(name, fallback, args = process.argv.slice(2)) {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
}

/** The reports folder (`--reports DIR`, default ../shared/data/reports beside the repository). */
export const reportsDir = () => resolve(option('--reports', join(root, '..', 'shared', 'data', 'reports')));

/** Every PDF under `dir`, depth first, in name order. */
export function pdfsIn(dir) {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) return pdfsIn(p);
      return name.toLowerCase().endsWith('.pdf') ? [p] : [];
    });
}
