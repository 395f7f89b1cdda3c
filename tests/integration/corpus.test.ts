/**
 * Knowledge corpus on real stores: the registry and reference passages are indexed at start-up,
 * searched by mode and source, boosted by paragraph id; the official standards import links passages
 * to registry entries; a change of embedder rebuilds the index.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startStores, type StoreManager, type Stores } from '../../src/main/store/stores';
import { createLogger } from '../../src/main/log';
import { corpusDocs } from '../../src/main/corpus/corpusDocs';
import { paragraphRefsIn, retrieve } from '../../src/main/corpus/retrieval';
import { importStandardFile } from '../../src/main/corpus/standardsImport';
import { createHashEmbedder } from '../../src/main/store/lance/embedder';
import { getRegistry } from '../../src/main/corpus/registry';
import { importReport } from '../../src/main/library/importReport';
import { fixture, freshDataDir } from '../helpers/tempStores';

const ifrsDir = join(__dirname, '..', '..', '..', 'shared', 'data', 'ifrs');
const haveIfrs = existsSync(join(ifrsDir, 'ifrs-s2.pdf'));
if (!haveIfrs)
  process.stderr.write('corpus.test.ts: official IFRS PDFs absent (../shared/data/ifrs); the import test is skipped\n');

describe('knowledge corpus', () => {
  const { dataDir, cleanup } = freshDataDir();
  const docs = corpusDocs();
  let manager: StoreManager;
  let stores: Stores;

  beforeAll(async () => {
    manager = startStores({ dataDir, host: 'cli', log: createLogger('test'), corpusDocs: docs });
    stores = await manager.ready();
  });
  afterAll(async () => {
    await manager.close();
    cleanup();
  });

  it('indexes every registry and reference passage at start-up', async () => {
    expect(docs.length).toBeGreaterThan(getRegistry().listParagraphs().length);
    expect(await stores.lance.countRows()).toBe(docs.length);
    expect(stores.lance.meta()?.embedderId).toBe('local-hash-v1-384');
  });

  it('finds the Scope 3 paragraph for a Scope 3 claim in every mode', async () => {
    for (const mode of ['fts', 'vector', 'hybrid'] as const) {
      const hits = await retrieve(stores.lance, 'Our value-chain (Scope 3) emissions reached 1.2 million tonnes CO2e', {
        source: 'ifrs',
        mode,
        limit: 3
      });
      expect(hits.map((h) => h.refId)).toContain('S2.29(a)(i)(3)');
      expect(hits.every((h) => h.sourceType.startsWith('ifrs'))).toBe(true);
    }
  });

  it('filters by source type and puts a named paragraph first', async () => {
    const sasb = await retrieve(stores.lance, 'fleet fuel economy of passenger cars', { source: 'sasb', limit: 5 });
    expect(sasb.length).toBeGreaterThan(0);
    expect(sasb.every((h) => h.sourceType === 'sasb')).toBe(true);
    expect(paragraphRefsIn('see IFRS S2 paragraph 29(a)(vi) and S1.27')).toEqual(['S2.29(a)(vi)', 'S1.27']);
    const named = await retrieve(stores.lance, 'what does S2.29(a)(vi) ask for', { limit: 3 });
    expect(named[0]).toMatchObject({ refId: 'S2.29(a)(vi)', via: 'ref_lookup' });
  });

  it('searches report chunks of one report only when asked', async () => {
    const { report } = await importReport(stores, { kind: 'path', path: fixture('sample-report.pdf') });
    const hits = await retrieve(stores.lance, 'Scope 1 emissions', { source: 'report', reportId: report.id, limit: 5 });
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h) => h.sourceType === 'report' && h.reportId === report.id)).toBe(true);
  });

  it.skipIf(!haveIfrs)('imports the official IFRS S2 and links its passages to the registry', async () => {
    const r = await importStandardFile(stores, join(ifrsDir, 'ifrs-s2.pdf'));
    expect(r.standard).toBe('S2');
    expect(r.paragraphs).toBeGreaterThanOrEqual(37);
    expect(r.linked).toBe(getRegistry().listParagraphs({ standard: 'S2' }).length);
    const official = await stores.standards.forParagraph('S2.29(a)');
    expect(official).toHaveLength(1);
    expect(official[0]!.text.toLowerCase()).toContain('scope 3');
    const hits = await retrieve(stores.lance, 'S2.29(a) greenhouse gases', { source: 'ifrs_s2', limit: 5 });
    expect(hits.some((h) => h.sourceType === 'ifrs_official' && h.refId === 'S2.29(a)')).toBe(true);
    // Re-importing replaces rather than duplicates.
    await importStandardFile(stores, join(ifrsDir, 'ifrs-s2.pdf'));
    expect(await stores.standards.forParagraph('S2.29(a)')).toHaveLength(1);
  });

  it('refuses a PDF that is not a standard', async () => {
    await expect(importStandardFile(stores, fixture('sample-report.pdf'))).rejects.toMatchObject({
      code: 'NOT_A_STANDARD'
    });
  });

  it('rebuilds the index when the embedder changes', async () => {
    const before = await stores.lance.countRows();
    await manager.close();
    manager = startStores({
      dataDir,
      host: 'cli',
      log: createLogger('test'),
      corpusDocs: docs,
      embedder: createHashEmbedder(128)
    });
    stores = await manager.ready();
    expect(stores.lance.meta()?.embedderId).toBe('local-hash-v1-128');
    expect(await stores.lance.countRows()).toBe(before);
    const hits = await retrieve(stores.lance, 'internal carbon price per tonne', {
      source: 'ifrs',
      mode: 'vector',
      limit: 3
    });
    expect(hits.map((h) => h.refId)).toContain('S2.29(f)');
  });
});
