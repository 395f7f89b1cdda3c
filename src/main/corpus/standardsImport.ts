/**
 * Imports the official IFRS S1/S2 PDFs the analyst holds: recognises the standard, splits it into
 * numbered paragraphs and lettered sub-paragraphs, links each to its registry entry, and stores the
 * wording locally (PGlite + the `ifrs_official` rows of the knowledge index). Nothing imported leaves
 * the data dir; re-importing a standard replaces its passages.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { CorpusErrors, IngestErrors, SibylError } from '../../shared/ipc/errors';
import { parsePdf } from '../ingest/parse';
import type { Stores } from '../store/stores';
import type { StandardPassage } from '../store/pg/repos/standards';
import { officialPassageDocs } from '../store/lance/syncIndex';
import { getRegistry } from './registry';
import { detectStandard, segmentParagraphs } from './standardsSegment';

export interface StandardImportResult {
  standard: 'S1' | 'S2';
  fileName: string;
  passages: number;
  paragraphs: number;
  /** Registry entries that received official wording. */
  linked: number;
  /** Registry entries with no passage found in the file (sub-items below letter level are not split). */
  unlinked: string[];
}

export async function importStandardFile(stores: Stores, path: string): Promise<StandardImportResult> {
  let data: Uint8Array;
  try {
    data = new Uint8Array(await readFile(path));
  } catch (err) {
    throw new SibylError(
      IngestErrors.FILE_UNREADABLE,
      `cannot read ${path}: ` +
        `${(err as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (err as Error).message}`
    );
  }
  return importStandard(stores, basename(path), data);
}

export async function importStandard(
  stores: Stores,
  fileName: string,
  data: Uint8Array
): Promise<StandardImportResult> {
  const path = fileName;
  const doc = await parsePdf(data, { reportId: 'rpt_0000000000000000' });
  const standard = detectStandard(
    doc.pages
      .slice(0, 4)
      .map((p) => p.text)
      .join('\n')
  );
  if (!standard)
    throw new SibylError(
      CorpusErrors.NOT_A_STANDARD,
      `${basename(path)} does not look like IFRS S1 or IFRS S2; import the official standard PDF`
    );
  const segments = segmentParagraphs(standard, doc.pages);
  const paragraphs = segments.filter((s) => !s.paragraphId.includes('(')).length;
  if (paragraphs < 10)
    throw new SibylError(
      CorpusErrors.NOT_A_STANDARD,
      `found only ${paragraphs} numbered paragraphs in ${basename(path)}; is this the full standard?`
    );

  const sha = createHash('sha256').update(data).digest('hex');
  const passages: StandardPassage[] = segments.map((s, i) => ({
    id: `official:${standard}:${i}`,
    standard,
    paragraphId: s.paragraphId,
    page: s.page,
    text: s.text,
    sourceSha256: sha,
    sourceFile: basename(path)
  }));
  await stores.standards.replace(standard, passages);
  await reindexOfficial(stores);

  const have = new Set(passages.map((p) => p.paragraphId));
  const entries = getRegistry().listParagraphs({ standard });
  const linkedIds = entries.filter((e) => have.has(e.id) || have.has(e.id.replace(/\([ivx]+\).*$/, '')));
  return {
    standard,
    fileName: basename(path),
    passages: passages.length,
    paragraphs,
    linked: linkedIds.length,
    unlinked: entries.filter((e) => !linkedIds.includes(e)).map((e) => e.id)
  };
}

/** Rewrites the `ifrs_official` rows of the index from PGlite. */
async function reindexOfficial(stores: Stores): Promise<void> {
  await stores.lance.deleteSource('ifrs_official');
  await stores.lance.addCorpusDocs(officialPassageDocs(await stores.standards.all()));
}
