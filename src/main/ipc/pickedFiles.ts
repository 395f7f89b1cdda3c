/**
 * The files the analyst picked this session: chosen in the open dialog, dropped on the window or
 * handed to the app by the system. `reports.import` reads a path only when it is one of these, so a
 * page cannot make the app read any file it names, nor learn whether a file exists.
 */
import { resolve } from 'node:path';

export interface PickedFiles {
  add(path: string): void;
  has(path: string): boolean;
}

/** Remembers the last `limit` picks (a password retry imports the same path again). */
export function createPickedFiles(limit = 200): PickedFiles {
  const picked = new Set<string>();
  return {
    add(path) {
      const key = resolve(path);
      picked.delete(key);
      picked.add(key);
      if (picked.size > limit) picked.delete(picked.values().next().value!);
    },
    has: (path) => picked.has(resolve(path))
  };
}
