/**
 * The yardstick of the speed figures: how long mupdf takes to read a report, that is to open it and
 * extract every page's structured text with character boxes, single-threaded, in this process. mupdf
 * is AGPL: it is a development dependency of the bench only, loaded here by a dynamic import and never
 * by the product. When it is not installed, SIBYL_MUPDF_PATH may name an installed copy (the package
 * folder or its entry file); without either, the bench says so and prints the rest.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The few calls of mupdf's JavaScript API the read uses. */
interface MupdfStext {
  walk(walker: { onChar?: (...args: unknown[]) => void }): void;
  destroy(): void;
}
interface MupdfPage {
  toStructuredText(options: string): MupdfStext;
  destroy(): void;
}
interface MupdfDocument {
  countPages(): number;
  loadPage(index: number): MupdfPage;
  destroy(): void;
}
export interface Mupdf {
  Document: { openDocument(data: Uint8Array, magic: string): MupdfDocument };
}

export type MupdfLoad = { mupdf: Mupdf; from: string } | { mupdf: null; why: string };

/** The entry file of an installed copy named by SIBYL_MUPDF_PATH (a folder or the file itself). */
function entryOf(path: string): string {
  return statSync(path).isDirectory() ? join(path, 'dist', 'mupdf.js') : path;
}

export async function loadMupdf(env: NodeJS.ProcessEnv = process.env): Promise<MupdfLoad> {
  const name = 'mupdf';
  try {
    return { mupdf: (await import(/* @vite-ignore */ name)) as Mupdf, from: 'the mupdf package' };
  } catch {
    const path = env.SIBYL_MUPDF_PATH;
    if (!path) return { mupdf: null, why: 'mupdf is not installed (npm install, or set SIBYL_MUPDF_PATH)' };
    try {
      const entry = entryOf(path);
      return { mupdf: (await import(/* @vite-ignore */ pathToFileURL(entry).href)) as Mupdf, from: entry };
    } catch (err) {
      return { mupdf: null, why: `SIBYL_MUPDF_PATH=${path} does not load: ${(err as Error).message}` };
    }
  }
}

/** One read: open, then every page's structured text walked character by character; returns characters seen. */
function readOnce(mupdf: Mupdf, data: Uint8Array): number {
  const doc = mupdf.Document.openDocument(data, 'application/pdf');
  let chars = 0;
  try {
    for (let i = 0; i < doc.countPages(); i++) {
      const page = doc.loadPage(i);
      const text = page.toStructuredText('preserve-whitespace');
      text.walk({ onChar: () => void chars++ });
      text.destroy();
      page.destroy();
    }
  } finally {
    doc.destroy();
  }
  return chars;
}

/** Median milliseconds of `runs` reads of the file (the bytes are read from disk once, outside the timing). */
export function mupdfReadMs(mupdf: Mupdf, pdf: string, runs = 3): { ms: number; chars: number } {
  const data = new Uint8Array(readFileSync(pdf));
  const times: number[] = [];
  let chars = 0;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    chars = readOnce(mupdf, data.slice());
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { ms: Math.round(times[Math.floor(times.length / 2)]!), chars };
}
