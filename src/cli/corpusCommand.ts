/** `sibyl corpus search|show|import`: the knowledge corpus from the command line. */
import { resolve } from 'node:path';
import type { Core } from '../main/core';
import { CorpusErrors, SibylError } from '../shared/ipc/errors';
import { getRegistry, normalizeParagraphId } from '../main/corpus/registry';
import { retrieve, SOURCE_FILTERS, type SourceFilter } from '../main/corpus/retrieval';
import { importStandardFile } from '../main/corpus/standardsImport';
import type { SearchMode } from '../main/store/lance/search';
import { UsageError } from './output';

export interface CorpusArgs {
  source?: string | undefined;
  report?: string | undefined;
  mode?: string | undefined;
  limit?: number | undefined;
  json: boolean;
}

export async function corpusCommand(
  core: Core,
  sub: string | undefined,
  rest: string[],
  args: CorpusArgs
): Promise<string> {
  const stores = await core.ctx.stores.ready();
  switch (sub) {
    case 'search': {
      const query = rest.join(' ').trim();
      if (!query) throw new UsageError('corpus search needs a query');
      const source = args.source === undefined ? undefined : parseSource(args.source);
      const mode = parseMode(args.mode);
      const hits = await retrieve(stores.lance, query, {
        ...(source ? { source } : {}),
        ...(args.report ? { reportId: args.report } : {}),
        mode,
        limit: args.limit ?? 10
      });
      if (args.json) return JSON.stringify({ query, mode, hits }, null, 2);
      if (hits.length === 0) return `no matches for "${query}"`;
      return hits
        .map((h, i) => {
          const where =
            h.sourceType === 'report'
              ? `${h.reportId} p.${h.pageStart}${h.pageEnd !== h.pageStart ? `-${h.pageEnd}` : ''}`
              : h.refId;
          const snippet = h.text.replace(/\s+/g, ' ').slice(0, 140);
          return (
            `${String(i + 1).padStart(2)}. ${where}  [${h.sourceType}, ` +
            `${h.via}, ${h.score.toFixed(4)}]  ${h.title}\n    ${snippet}`
          );
        })
        .join('\n');
    }
    case 'show': {
      const id = normalizeParagraphId(rest.join(' '));
      const entry = id ? getRegistry().getParagraph(id) : undefined;
      if (!entry)
        throw new SibylError(
          CorpusErrors.UNKNOWN_PARAGRAPH,
          `no IFRS paragraph "${rest.join(' ')}" in the registry (ids look like S2.29(a)(vi))`
        );
      const official = await stores.standards.forParagraph(entry.id);
      if (args.json) return JSON.stringify({ entry, official }, null, 2);
      const lines = [
        `${entry.id}  ${entry.title}`,
        `${entry.standard} · ${entry.pillar.replace('_', ' ')} · ` +
          `${entry.section}${entry.parent ? ` · part of ${entry.parent}` : ''}`,
        '',
        entry.requires,
        ...entry.subRequirements.map((s) => `  - ${s.id ? `${s.id}: ` : ''}${s.check}`),
        '',
        `Why it matters: ${entry.whyItMatters}`,
        'Applies to: ' +
          `${entry.applicability.scope === 'all' ? 'all entities' : `conditional (${entry.applicability.condition ?? ''})`}`,
        ...(entry.s1Counterpart ? [`S1 counterpart: ${entry.s1Counterpart}`] : []),
        `Keywords: ${entry.keywords.join(', ')}`
      ];
      if (official.length)
        lines.push(
          '',
          'Official wording (imported, this machine only):',
          ...official.map((p) => `  p.${p.page}: ${p.text}`)
        );
      else lines.push('', 'Official wording: not imported (sibyl corpus import <IFRS PDF>)');
      return lines.join('\n');
    }
    case 'import': {
      if (rest.length !== 1) throw new UsageError('corpus import needs one PDF (the official IFRS S1 or S2)');
      const r = await importStandardFile(stores, resolve(rest[0]!));
      if (args.json) return JSON.stringify(r, null, 2);
      return (
        `imported IFRS ${r.standard} from ${r.fileName}: ${r.paragraphs} paragraphs, ${r.passages} ` +
        `passages; ${r.linked} registry entries linked, ${r.unlinked.length} below the split depth`
      );
    }
    default:
      throw new UsageError('corpus takes search, show or import');
  }
}

function parseSource(v: string): SourceFilter {
  if ((SOURCE_FILTERS as readonly string[]).includes(v)) return v as SourceFilter;
  throw new UsageError(`--source takes one of ${SOURCE_FILTERS.join(', ')}`);
}

function parseMode(v: string | undefined): SearchMode {
  if (v === undefined) return 'hybrid';
  if (v === 'fts' || v === 'vector' || v === 'hybrid') return v;
  throw new UsageError('--mode takes fts, vector or hybrid');
}
