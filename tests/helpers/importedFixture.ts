/**
 * Stores for one test file with one generated fixture imported: a fresh data dir (from the run's
 * migrated template), opened before the file's tests and closed after them.
 */
import { afterAll, beforeAll } from 'vitest';
import { startStores, type StoreManager, type Stores } from '../../src/main/store/stores';
import { importReport } from '../../src/main/library/importReport';
import { createLogger, type Logger } from '../../src/main/log';
import { corpusDocs } from '../../src/main/corpus/corpusDocs';
import type { Report } from '../../src/shared/domain/report';
import { fixture, freshDataDir } from './tempStores';

export interface ImportedFixture {
  readonly log: Logger;
  readonly stores: Stores;
  readonly report: Report;
}

export function useImportedFixture(file: string): ImportedFixture {
  const { dataDir, cleanup } = freshDataDir();
  const log = createLogger('test');
  let manager: StoreManager | undefined;
  let stores: Stores | undefined;
  let report: Report | undefined;
  beforeAll(async () => {
    manager = startStores({ dataDir, host: 'cli', log, corpusDocs: corpusDocs() });
    stores = await manager.ready();
    report = (await importReport(stores, { kind: 'path', path: fixture(file) })).report;
  });
  afterAll(async () => {
    await manager?.close();
    cleanup();
  });
  const must = <T>(v: T | undefined, what: string): T => {
    if (v === undefined) throw new Error(`${what} is used before the fixture's stores opened (use it inside a test)`);
    return v;
  };
  return {
    log,
    get stores() {
      return must(stores, 'stores');
    },
    get report() {
      return must(report, 'report');
    }
  };
}
