/**
 * Finds the corpus folder (the one holding `VERSION`, `ifrs/` and `reference/`) for every corpus
 * loader: `SIBYL_CORPUS_DIR` (the folder itself, or one containing `corpus/`), then walking up from
 * this module, then from the working folder, then Electron's `resourcesPath` in packaged builds.
 * Returns null when nothing is found; callers raise their own typed error.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const MARKERS = ['VERSION', join('ifrs', 's1.json')];
const isCorpusDir = (dir: string): boolean => MARKERS.every((m) => existsSync(join(dir, m)));

export interface CorpusDirLookup {
  dir: string | null;
  /** Where the lookup searched, for the error message. */
  searched: string[];
  /** Set when SIBYL_CORPUS_DIR was given but does not hold a corpus. */
  badEnv?: string;
}

export function findCorpusDir(env: NodeJS.ProcessEnv = process.env): CorpusDirLookup {
  const fromEnv = env.SIBYL_CORPUS_DIR?.trim();
  if (fromEnv) {
    const dir = resolve(fromEnv);
    if (isCorpusDir(dir)) return { dir, searched: [dir] };
    if (isCorpusDir(join(dir, 'corpus'))) return { dir: join(dir, 'corpus'), searched: [dir] };
    return { dir: null, searched: [dir], badEnv: dir };
  }
  const starts: string[] = [];
  try {
    if (import.meta.url?.startsWith('file:')) starts.push(dirname(fileURLToPath(import.meta.url)));
  } catch {
    /* not a file module */
  }
  starts.push(process.cwd());
  const resourcesPath = (process as NodeJS.Process & { resourcesPath?: string }).resourcesPath;
  if (resourcesPath) starts.push(resourcesPath);
  for (const start of starts) {
    for (let dir = resolve(start); ; dir = dirname(dir)) {
      if (isCorpusDir(join(dir, 'corpus'))) return { dir: join(dir, 'corpus'), searched: starts };
      if (dirname(dir) === dir) break;
    }
  }
  return { dir: null, searched: starts };
}
