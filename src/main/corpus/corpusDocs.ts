/**
 * Turns the reference corpus into indexable passages for the `knowledge` table: one passage per IFRS
 * registry entry (title, requirement, checks, keywords). See fingerprint.ts for how a change
 * of passages triggers an index rebuild.
 */
import type { CorpusDoc } from '../store/lance/lanceStore';
import { getRegistry } from './registry';

export function ifrsDocs(): CorpusDoc[] {
  return getRegistry()
    .listParagraphs()
    .map((e) => ({
      id: `ifrs:${e.id}`,
      sourceType: e.standard === 'S1' ? ('ifrs_s1' as const) : ('ifrs_s2' as const),
      refId: e.id,
      title: `${e.id} ${e.title} (${e.section})`,
      text: [e.requires, ...e.subRequirements.map((s) => s.check), `Keywords: ${e.keywords.join(', ')}`].join('\n')
    }));
}

export function corpusDocs(): CorpusDoc[] {
  return ifrsDocs();
}
