/** Thin handlers for the knowledge corpus: search, paragraph view, official-standard import. */
import { basename } from 'node:path';
import type { HandlerMap } from '../../../shared/ipc/contract';
import { CorpusErrors, SibylError } from '../../../shared/ipc/errors';
import type { CoreContext } from '../coreContext';
import { getRegistry, normalizeParagraphId } from '../../corpus/registry';
import { corpusVersion } from '../../corpus/reference';
import { retrieve } from '../../corpus/retrieval';
import { importStandard, importStandardFile } from '../../corpus/standardsImport';

type CorpusHandlers = Pick<
  HandlerMap<CoreContext>,
  'corpus.search' | 'corpus.show' | 'corpus.import_standard' | 'corpus.status'
>;

export const corpusHandlers: CorpusHandlers = {
  'corpus.search': async (input, ctx) => {
    const { lance } = ctx.stores.get();
    return retrieve(lance, input.query, {
      ...(input.source ? { source: input.source } : {}),
      ...(input.reportId ? { reportId: input.reportId } : {}),
      ...(input.mode ? { mode: input.mode } : {}),
      limit: input.limit ?? 10
    });
  },
  'corpus.show': async (input, ctx) => {
    const id = normalizeParagraphId(input.paragraphId);
    const entry = id ? getRegistry().getParagraph(id) : undefined;
    if (!entry)
      throw new SibylError(CorpusErrors.UNKNOWN_PARAGRAPH, `no IFRS paragraph "${input.paragraphId}" in the registry`);
    return { entry, official: await ctx.stores.get().standards.forParagraph(entry.id) };
  },
  'corpus.import_standard': async (input, ctx) => {
    const stores = ctx.stores.get();
    if (input.source.kind === 'path') return importStandardFile(stores, input.source.path);
    return importStandard(stores, basename(input.source.fileName), input.source.data);
  },
  'corpus.status': async (_input, ctx) => {
    const stores = ctx.stores.get();
    const byStandard = new Map<string, { standard: string; passages: number; sourceFile: string }>();
    for (const p of await stores.standards.all()) {
      const cur = byStandard.get(p.standard) ?? { standard: p.standard, passages: 0, sourceFile: p.sourceFile };
      cur.passages++;
      byStandard.set(p.standard, cur);
    }
    return {
      corpusVersion: corpusVersion(),
      embedder: stores.lance.embedder.id,
      paragraphs: getRegistry().listParagraphs().length,
      officialImported: [...byStandard.values()]
    };
  }
};
