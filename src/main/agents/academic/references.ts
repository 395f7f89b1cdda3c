/**
 * Citations of the Academic/Research agent: a corpus entry's `source` (publisher, document, year,
 * locator, url) becomes a research reference for the finding's details and a source for its
 * provenance; a web result becomes one too, with its host's credibility tier
 * (corpus/reference/source-tiers.json). A reference needs a url (or doi): a corpus source without one
 * is cited in the provenance only.
 */
import type { ResearchReferenceSchema } from '../../../shared/domain/findingDetails';
import type { SourceRef } from '../../../shared/domain/provenance';
import type { z } from 'zod';
import { sourceTier } from '../../corpus/reference';
import type { ReferenceSource } from '../../corpus/referenceSchema';
import type { WebSearchResult } from '../../evidence/types';

export type ResearchReference = z.infer<typeof ResearchReferenceSchema>;

/** Where a cited item came from: the corpus (with its entry id) or the web. */
export interface Cited {
  reference?: ResearchReference;
  source: SourceRef;
}

/** Standards bodies and intergovernmental bodies are tier 1; a url's host is ranked by the tier table. */
function tierOf(src: ReferenceSource): 1 | 2 | 3 | 4 {
  if (src.url) {
    const t = sourceTier(new URL(src.url).hostname).tier;
    if (t <= 2) return t;
  }
  return new RegExp(
    String.raw`\b(?:protocol|ipcc|sbti|science based targets|iso\b|iaasb|ifrs|sasb|wri|wbcsd|` +
      String.raw`international energy agency|iea\b|european|regulation|standard)\b`,
    'iu'
  ).test(`${src.publisher} ${src.document}`)
    ? 1
    : 2;
}

const label = (src: ReferenceSource): string =>
  `${src.publisher}, ${src.document} (${src.year})${src.locator ? `, ${src.locator}` : ''}`;

/**
 * A corpus source cited on a finding. `entry` names the corpus entry (`scheme/rec-us`,
 * `sbti/nt-ambition-1.5c`), `relevance` what it says that bears on the claim.
 */
export function corpusCitation(
  src: ReferenceSource,
  entry: string,
  relevance: string,
  kind: ResearchReference['kind'] = 'standard'
): Cited {
  const source: SourceRef = {
    kind: 'reference',
    ref: `corpus:${entry}`,
    title: label(src),
    excerpt: relevance.slice(0, 400)
  };
  if (!src.url) return { source };
  return {
    source,
    reference: {
      title: `${src.document}${src.locator ? ` — ${src.locator}` : ''}`,
      authors: [src.publisher],
      year: src.year,
      kind,
      tier: tierOf(src),
      url: src.url,
      relevance
    }
  };
}

/** A web result cited on a finding: its snippet is the excerpt; the page itself is never fetched. */
export function webCitation(r: WebSearchResult, query: string): Cited & { tier: 1 | 2 | 3 | 4 } {
  const t = sourceTier(r.host);
  const doi = /(?:doi\.org\/|\bdoi:\s?)(10\.\d{4,9}\/\S+)/iu.exec(r.url)?.[1];
  const year = r.publishedAt ? Number(r.publishedAt.slice(0, 4)) : undefined;
  return {
    tier: t.tier,
    source: { kind: 'web', ref: r.url, title: r.title, excerpt: r.snippet.slice(0, 400) },
    reference: {
      title: r.title || r.host,
      authors: [],
      kind: t.kind,
      tier: t.tier,
      url: r.url,
      ...(doi ? { doi } : {}),
      ...(year && year >= 1900 && year <= 2100 ? { year } : {}),
      relevance:
        `Web result for "${query}" (${r.host}, tier ` +
        `${t.tier}${t.organisation ? `: ${t.organisation}` : ''}): ${r.snippet.slice(0, 240)}`
    }
  };
}

/** Merges citations, keeping the first of each reference url and each source ref. */
export function mergeCitations(all: readonly Cited[]): { references: ResearchReference[]; sources: SourceRef[] } {
  const refs = new Map<string, ResearchReference>();
  const sources = new Map<string, SourceRef>();
  for (const c of all) {
    if (c.reference?.url && !refs.has(c.reference.url)) refs.set(c.reference.url, c.reference);
    if (!sources.has(c.source.ref)) sources.set(c.source.ref, c.source);
  }
  return { references: [...refs.values()], sources: [...sources.values()] };
}
