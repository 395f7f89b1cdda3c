/**
 * What a batch analyses: every PDF under a folder (recursively, in path order), or the files a list
 * names (one path a line, relative to the list's folder; blank lines and `#` comments skipped). A
 * missing list entry is kept and fails as that item, so the portfolio says which line was wrong.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { UsageError } from '../output';

function pdfsUnder(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    // A symbolic link counts as what it points to (a broken one is skipped).
    const kind = entry.isSymbolicLink() ? statSafe(path) : entry;
    if (kind?.isDirectory()) out.push(...pdfsUnder(path));
    else if (kind?.isFile() && /\.pdf$/i.test(entry.name)) out.push(path);
  }
  return out;
}

function statSafe(path: string): { isDirectory(): boolean; isFile(): boolean } | null {
  try {
    return statSync(path);
  } catch {
    return null;
  }
}

export function batchInputs(source: string): string[] {
  const abs = resolve(source);
  let stat;
  try {
    stat = statSync(abs);
  } catch {
    throw new UsageError(`batch: ${source} does not exist`);
  }
  const files = stat.isDirectory()
    ? pdfsUnder(abs)
    : readFileSync(abs, 'utf8')
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter((l) => l && !l.startsWith('#'))
        .map((l) => (isAbsolute(l) ? l : join(dirname(abs), l)));
  if (!files.length) throw new UsageError(`batch: no PDF found in ${source}`);
  return [...new Set(files)];
}
