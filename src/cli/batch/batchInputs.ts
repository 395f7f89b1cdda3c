/**
 * What a batch analyses: every PDF under a folder (recursively, in path order), or the files a list
 * names (one path a line, relative to the list's folder; blank lines and `#` comments skipped). A
 * missing list entry is kept and fails as that item, so the portfolio says which line was wrong.
 * Links in a folder are judged by the real path they lead to: a folder already walked (a link loop, or
 * a second link to it) and anything outside the folder given are skipped with a warning, and a file
 * reached twice counts once.
 */
import { readdirSync, readFileSync, realpathSync, statSync, type Stats } from 'node:fs';
import { dirname, isAbsolute, join, resolve, sep } from 'node:path';
import { UsageError } from '../output';

interface Walk {
  root: string;
  dirs: Set<string>;
  files: Set<string>;
  warn: (line: string) => void;
}

const inside = (root: string, real: string): boolean => real === root || real.startsWith(root + sep);

function realSafe(path: string): { real: string; stat: Stats } | null {
  try {
    const real = realpathSync(path);
    return { real, stat: statSync(real) };
  } catch {
    return null; // a broken link or an entry that vanished
  }
}

function pdfsUnder(dir: string, realDir: string, walk: Walk): string[] {
  if (walk.dirs.has(realDir)) {
    walk.warn(`${dir}: a folder already included (a link loop or a second link to it)`);
    return [];
  }
  walk.dirs.add(realDir);
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    const target = realSafe(path);
    if (!target) continue;
    if (!inside(walk.root, target.real)) {
      walk.warn(`${path}: links outside ${walk.root}`);
      continue;
    }
    if (target.stat.isDirectory()) out.push(...pdfsUnder(path, target.real, walk));
    else if (target.stat.isFile() && /\.pdf$/i.test(entry.name) && !walk.files.has(target.real)) {
      walk.files.add(target.real);
      out.push(path);
    }
  }
  return out;
}

/** List entries, each once by the real path it names (a missing one is kept as written). */
function listed(list: string): string[] {
  const seen = new Set<string>();
  return readFileSync(list, 'utf8')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => (isAbsolute(l) ? l : join(dirname(list), l)))
    .filter((path) => {
      const key = realSafe(path)?.real ?? path;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

export function batchInputs(source: string, warn: (line: string) => void = () => {}): string[] {
  const abs = resolve(source);
  let stat;
  try {
    stat = statSync(abs);
  } catch {
    throw new UsageError(`batch: ${source} does not exist`);
  }
  let files: string[];
  if (stat.isDirectory()) {
    const root = realpathSync(abs);
    files = pdfsUnder(abs, root, { root, dirs: new Set(), files: new Set(), warn });
  } else files = listed(abs);
  if (!files.length) throw new UsageError(`batch: no PDF found in ${source}`);
  return files;
}
