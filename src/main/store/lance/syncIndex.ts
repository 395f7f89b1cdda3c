/**
 * Keeps the LanceDB index in step with its sources at start-up: when the embedder or the corpus
 * fingerprint differs from what built the table, the table is dropped and rebuilt from the corpus
 * passages and the report chunks held in PGlite.
 */
import type { ReportsRepo } from '../pg/repos/reports';
import type { StructureRepo } from '../pg/repos/structure';
import type { CorpusDoc, LanceStore } from './lanceStore';
import { fingerprint } from '../../corpus/fingerprint';

export async function syncIndex(
  lance: LanceStore,
  structure: StructureRepo,
  reports: ReportsRepo,
  docs: CorpusDoc[],
  progress: (message: string, fraction: number) => void
): Promise<{ rebuilt: boolean }> {
  const wanted = { embedderId: lance.embedder.id, corpusVersion: fingerprint(docs) };
  const have = lance.meta();
  if (have && have.embedderId === wanted.embedderId && have.corpusVersion === wanted.corpusVersion) return { rebuilt: false };
  progress(have ? 'Rebuilding the search index (embedder or corpus changed)…' : 'Building the search index…', 0.88);
  await lance.reset(wanted);
  await lance.addCorpusDocs(docs);
  for (const report of await reports.list()) await lance.addChunks(await structure.chunks(report.id));
  return { rebuilt: true };
}
