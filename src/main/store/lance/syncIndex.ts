/**
 * Keeps the LanceDB index in step with its sources at start-up: when the embedder or the corpus
 * fingerprint differs from what built the table, the table is dropped and rebuilt from the corpus
 * passages, the report chunks and the imported official passages held in PGlite.
 */
import type { ReportsRepo } from '../pg/repos/reports';
import type { StructureRepo } from '../pg/repos/structure';
import type { StandardsRepo } from '../pg/repos/standards';
import { FTS_CONFIG, type CorpusDoc, type LanceStore } from './lanceStore';
import { fingerprint } from './fingerprint';
import type { StandardPassage } from '../pg/repos/standards';

export async function syncIndex(
  lance: LanceStore,
  repos: { structure: StructureRepo; reports: ReportsRepo; standards: StandardsRepo },
  docs: CorpusDoc[],
  progress: (message: string, fraction: number) => void
): Promise<{ rebuilt: boolean }> {
  const wanted = { embedderId: lance.embedder.id, corpusVersion: fingerprint(docs, FTS_CONFIG) };
  const have = lance.meta();
  if (have && have.embedderId === wanted.embedderId && have.corpusVersion === wanted.corpusVersion)
    return { rebuilt: false };
  progress(have ? 'Rebuilding the search index (embedder or corpus changed)…' : 'Building the search index…', 0.88);
  await lance.reset(wanted);
  await lance.addCorpusDocs(docs);
  for (const report of await repos.reports.list()) await lance.addChunks(await repos.structure.chunks(report.id));
  await lance.addCorpusDocs(officialPassageDocs(await repos.standards.all()));
  return { rebuilt: true };
}

/** Index rows for the official wording the analyst imported. */
export function officialPassageDocs(passages: StandardPassage[]): CorpusDoc[] {
  return passages.map((p) => ({
    id: p.id,
    sourceType: 'ifrs_official' as const,
    refId: p.paragraphId,
    title: `${p.paragraphId} (official wording, p. ${p.page})`,
    text: p.text
  }));
}
