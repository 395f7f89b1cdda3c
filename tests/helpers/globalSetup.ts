/**
 * Runs once per vitest run: creates one migrated PGlite data dir (initdb is slow on some machines)
 * that integration tests copy instead of creating their own.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDb } from '../../src/main/store/pg/db';

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplateDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const root = mkdtempSync(join(tmpdir(), 'sibyl-pgtemplate-'));
  const dir = join(root, 'pg');
  const db = await openDb(dir);
  await db.close();
  project.provide('pgTemplateDir', dir);
  return () => rmSync(root, { recursive: true, force: true });
}
