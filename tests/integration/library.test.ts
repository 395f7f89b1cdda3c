/**
 * Library on real stores (PGlite + LanceDB): import, reuse by content hash, structure, full-text
 * search, delete, and bad inputs that must leave nothing behind.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { startStores, type StoreManager, type Stores } from '../../src/main/store/stores';
import { deleteReport, importReport, readReportPdf } from '../../src/main/library/importReport';
import { createLogger } from '../../src/main/log';
import { SibylError } from '../../src/shared/ipc/errors';
import { fixture, freshDataDir } from '../helpers/tempStores';

describe('library on real stores', () => {
  const { dataDir, cleanup } = freshDataDir();
  let manager: StoreManager;
  let stores: Stores;

  beforeAll(async () => {
    manager = startStores({ dataDir, host: 'cli', log: createLogger('test') });
    stores = await manager.ready();
  });
  afterAll(async () => {
    await manager.close();
    cleanup();
  });

  const counts = async (): Promise<number[]> => {
    const q = async (t: string): Promise<number> =>
      Number((await stores.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${t}`)).rows[0]!.n);
    return [
      await q('reports'),
      await q('pages'),
      await q('sections'),
      await q('chunks'),
      await stores.lance.countRows({ sourceType: 'report' })
    ];
  };

  it('imports the sample report and reuses it on a second import', async () => {
    const stages: string[] = [];
    const first = await importReport(
      stores,
      { kind: 'path', path: fixture('sample-report.pdf') },
      { onProgress: (p) => stages.push(p.stage) }
    );
    expect(first.reused).toBe(false);
    expect(first.report.status).toBe('ready');
    expect(first.report.pageCount).toBeGreaterThanOrEqual(4);
    expect(first.report.wordCount).toBeGreaterThan(200);
    expect(stages[0]).toBe('reading');
    expect(stages).toContain('parsing');
    expect(stages.at(-1)).toBe('done');

    const bytes = new Uint8Array(readFileSync(fixture('sample-report.pdf')));
    const again = await importReport(stores, { kind: 'bytes', fileName: 'renamed.pdf', data: bytes });
    expect(again.reused).toBe(true);
    expect(again.report.id).toBe(first.report.id);
    expect((await stores.reports.list()).length).toBe(1);

    const pdf = await readReportPdf(stores, first.report.id);
    expect(pdf.byteLength).toBe(bytes.byteLength);
  });

  it('keeps pages, sections and chunks with page metadata, searchable by full text', async () => {
    const [report] = await stores.reports.list();
    const pages = await stores.structure.pageSummaries(report!.id);
    expect(pages.map((p) => p.pageNumber)).toEqual(Array.from({ length: report!.pageCount }, (_, i) => i + 1));
    const chunks = await stores.structure.chunks(report!.id);
    expect(chunks.length).toBeGreaterThan(0);
    expect(await stores.lance.countRows({ reportId: report!.id })).toBe(chunks.length);
    const hits = await stores.lance.search('Scope 1 emissions', {
      mode: 'fts',
      sourceTypes: ['report'],
      reportId: report!.id
    });
    expect(hits.length).toBeGreaterThan(0);
    expect(hits[0]!.text.toLowerCase()).toContain('scope');
    expect(hits[0]!.pageStart).toBeGreaterThanOrEqual(1);
  });

  it.each([
    ['not-a-pdf.pdf', 'NOT_PDF'],
    ['empty.pdf', 'EMPTY_FILE'],
    ['truncated.pdf', 'CORRUPT_PDF'],
    ['encrypted.pdf', 'PASSWORD_REQUIRED'],
    ['scanned.pdf', 'NO_TEXT_LAYER']
  ])('refuses %s with %s and writes nothing', async (name, code) => {
    const before = await counts();
    const err = await importReport(stores, { kind: 'path', path: fixture(name) }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SibylError);
    expect((err as SibylError).code).toBe(code);
    expect((err as SibylError).message.length).toBeGreaterThan(10);
    expect(await counts()).toEqual(before);
  });

  it('asks again on a wrong password and opens with the right one', async () => {
    const wrong = await importReport(
      stores,
      { kind: 'path', path: fixture('encrypted.pdf') },
      { password: 'nope' }
    ).catch((e: unknown) => e);
    expect((wrong as SibylError).code).toBe('PASSWORD_INCORRECT');
    const ok = await importReport(stores, { kind: 'path', path: fixture('encrypted.pdf') }, { password: 'sibyl' });
    expect(ok.report.pageCount).toBeGreaterThan(0);
    expect(await deleteReport(stores, ok.report.id)).toBe(true);
  });

  it('reports a missing file clearly', async () => {
    const err = (await importReport(stores, { kind: 'path', path: '/nonexistent/report.pdf' }).catch(
      (e: unknown) => e
    )) as SibylError;
    expect(err.code).toBe('FILE_UNREADABLE');
    expect(err.message).toContain('no such file');
  });

  it('deletes a report from both stores', async () => {
    const [report] = await stores.reports.list();
    expect(await deleteReport(stores, report!.id)).toBe(true);
    expect(await counts()).toEqual([0, 0, 0, 0, 0]);
    expect(await deleteReport(stores, report!.id)).toBe(false);
  });
});

describe('data dir ownership', () => {
  it('refuses a second owner of the same data dir with a clear message', async () => {
    const { dataDir, cleanup } = freshDataDir();
    const first = startStores({ dataDir, host: 'cli', log: createLogger('test') });
    try {
      // Same process: simulate another live owner by writing our parent pid into the lock.
      const { writeFileSync } = await import('node:fs');
      await first.close();
      writeFileSync(`${dataDir}/sibyl.lock`, JSON.stringify({ pid: process.ppid, host: 'electron', startedAt: 'x' }));
      expect(() => startStores({ dataDir, host: 'cli', log: createLogger('test') })).toThrow(
        /in use by another Sibyl process \(electron, pid/
      );
      const windowed = startStores({ dataDir, host: 'web', log: createLogger('test') });
      expect(windowed.state().state).toBe('failed');
      expect(windowed.state().message).toMatch(/in use/);
      // A lock whose owner is gone is taken over.
      writeFileSync(`${dataDir}/sibyl.lock`, JSON.stringify({ pid: 2 ** 22 + 12345, host: 'cli', startedAt: 'x' }));
      const taken = startStores({ dataDir, host: 'cli', log: createLogger('test') });
      await taken.ready();
      await taken.close();
    } finally {
      cleanup();
    }
  });
});
