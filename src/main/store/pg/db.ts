/**
 * Opens PGlite on a data dir and applies migrations. First creation (initdb) is slow on some
 * machines (tens of seconds), so callers start this in the background and report progress; nothing
 * here blocks a window. Only the lock owner (see lock.ts) may open a data dir.
 */
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { migrations } from './migrations/index';

export type Db = PGlite;

export interface OpenOptions {
  onProgress?: (message: string, progress: number) => void;
}

export async function openDb(dir: string, opts: OpenOptions = {}): Promise<Db> {
  const fresh = !existsSync(join(dir, 'PG_VERSION'));
  await mkdir(dir, { recursive: true });
  opts.onProgress?.(fresh ? 'Creating the local database (first start only)…' : 'Opening the local database…', 0.1);
  const db = new PGlite(dir);
  await db.waitReady;
  opts.onProgress?.('Applying database migrations…', 0.7);
  await migrate(db);
  return db;
}

export async function migrate(db: Db): Promise<number> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (id INTEGER PRIMARY KEY, ' +
      'name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())'
  );
  const done = new Set((await db.query<{ id: number }>('SELECT id FROM schema_migrations')).rows.map((r) => r.id));
  let applied = 0;
  for (const m of migrations) {
    if (done.has(m.id)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(m.sql);
      await tx.query('INSERT INTO schema_migrations (id, name) VALUES ($1, $2)', [m.id, m.name]);
    });
    applied++;
  }
  return applied;
}
