/** A fresh data dir per test file, seeded from the run's migrated PGlite template (fast copy). */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';

export function freshDataDir(prefix = 'sibyl-test-'): { dataDir: string; cleanup: () => void } {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  cpSync(inject('pgTemplateDir'), join(dataDir, 'pg'), { recursive: true });
  return { dataDir, cleanup: () => rmSync(dataDir, { recursive: true, force: true }) };
}

export const fixture = (name: string): string => join(__dirname, '..', 'fixtures', name);
export const sharedReportsDir = join(__dirname, '..', '..', '..', 'shared', 'data', 'reports');
