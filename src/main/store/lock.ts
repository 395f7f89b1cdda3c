/**
 * One owner per data dir. Two processes writing one PGlite dir silently lose writes, so the first
 * process takes `sibyl.lock` (pid, host kind, start time) and any other process is refused with a
 * clear message. A lock left by a process that no longer runs is taken over.
 */
import { mkdirSync, openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import { join } from 'node:path';
import { SibylError, StoreErrors } from '../../shared/ipc/errors';

interface LockInfo {
  pid: number;
  host: string;
  startedAt: string;
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export interface DataDirLock {
  path: string;
  release(): void;
}

export function acquireLock(dataDir: string, host: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'sibyl.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      const info: LockInfo = { pid: process.pid, host, startedAt: new Date().toISOString() };
      writeSync(fd, JSON.stringify(info));
      closeSync(fd);
      let released = false;
      const release = (): void => {
        if (released) return;
        released = true;
        try {
          const cur = JSON.parse(readFileSync(path, 'utf8')) as LockInfo;
          if (cur.pid === process.pid) rmSync(path, { force: true });
        } catch {
          /* already gone */
        }
      };
      process.once('exit', release);
      return { path, release };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = readHolder(path);
      if (holder && alive(holder.pid) && holder.pid !== process.pid) {
        throw new SibylError(
          StoreErrors.DATA_DIR_LOCKED,
          `the data folder ${dataDir} is in use by another Sibyl process ` +
            `(${holder.host}, pid ${holder.pid}); close it or pass a different --data-dir`
        );
      }
      rmSync(path, { force: true }); // stale lock: its owner is gone
    }
  }
  throw new SibylError(StoreErrors.DATA_DIR_LOCKED, `could not lock the data folder ${dataDir}`);
}

function readHolder(path: string): LockInfo | null {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as LockInfo;
  } catch {
    return null;
  }
}
