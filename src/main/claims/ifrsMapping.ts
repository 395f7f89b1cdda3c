/**
 * Preliminary IFRS mapping (seed FRD 3, section 3): the paragraphs a claim most likely speaks to,
 * from hybrid retrieval over the registry; ids an engine proposed are kept when they exist in the
 * registry and retrieval supports them (same paragraph family in the top results), so a model's guess
 * never stands alone. The Legal agent makes the definitive mapping later.
 */
import type { LanceStore } from '../store/lance/lanceStore';
import { retrieve } from '../corpus/retrieval';
import { getRegistry, normalizeParagraphId } from '../corpus/registry';

const MAPPING_TOP_K = 3;
/** How deep retrieval is searched when confirming an engine's proposed ids. */
const CONFIRM_DEPTH = 10;

/** "S2.29(a)(vi)(1)" → "S2.29": ids in one family share their top-level paragraph. */
const family = (id: string): string => id.replace(/\(.*$/, '');

export async function mapClaimToIfrs(lance: LanceStore, text: string, proposed: string[] = []): Promise<string[]> {
  const hits = await retrieve(lance, text, { source: 'ifrs', mode: 'hybrid', limit: CONFIRM_DEPTH });
  const ranked: string[] = [];
  for (const h of hits) if (h.refId && !ranked.includes(h.refId)) ranked.push(h.refId);
  const registry = getRegistry();
  const valid = proposed
    .map((p) => normalizeParagraphId(p))
    .filter((id): id is string => !!id && !!registry.getParagraph(id));
  const families = new Set(ranked.map(family));
  const confirmed = valid.filter((id) => families.has(family(id)));
  return [...new Set([...confirmed, ...ranked])].slice(0, MAPPING_TOP_K);
}
