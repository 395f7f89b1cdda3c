/**
 * The disclosure thesaurus (`corpus/ifrs/concepts.json`): groups of words analysts and reports use
 * for one disclosure idea. `conceptTags` finds the groups a text mentions (matching Porter-stemmed
 * word sequences, so "briefed"/"briefing" and "flooding"/"floods" meet) and returns one synthetic
 * token per group, e.g. `cxfrequency`. Retrieval appends those tokens to indexed IFRS passages and to
 * queries, so full-text and vector search can meet on the idea rather than the exact word.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stemmer } from 'stemmer';
import { z } from 'zod';
import { corpusDir } from './registry';

const ConceptsFileSchema = z.object({
  schemaVersion: z.literal(1),
  about: z.string(),
  concepts: z
    .array(
      z.object({
        id: z.string().regex(/^[a-z0-9]+$/, 'concept ids are lowercase letters and digits'),
        terms: z.array(z.string().min(1)).min(1)
      })
    )
    .min(1)
});
export type ConceptsFile = z.infer<typeof ConceptsFileSchema>;

/** Prefix of the synthetic tokens; chosen so it never occurs in ordinary text. */
const CONCEPT_TOKEN_PREFIX = 'cx';

/** Lower-cased word tokens, stemmed; keeps "%" and "&" as tokens because several terms use them. */
export function stemTokens(text: string): string[] {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[₀-₉]/g, (c) => String(c.charCodeAt(0) - 0x2080))
      .match(/[\p{L}\p{N}]+(?:[.+][\p{N}]+)*\+?|%|&/gu) ?? []
  ).map((t) => (/^[a-z]+$/.test(t) ? stemmer(t) : t));
}

export interface ConceptMatcher {
  /** Concept ids mentioned in the text, in thesaurus order. */
  ids(text: string): string[];
  /** The synthetic tokens for those ids (`cx<id>`), space-separated. */
  tags(text: string): string;
  readonly size: number;
}

export function compileConcepts(file: ConceptsFile): ConceptMatcher {
  // First token of each term → the terms (as stemmed token arrays) that start with it.
  const byFirst = new Map<string, Array<{ id: number; toks: string[] }>>();
  file.concepts.forEach((c, id) => {
    for (const term of c.terms) {
      const toks = stemTokens(term);
      if (!toks.length) continue;
      const list = byFirst.get(toks[0]!) ?? [];
      list.push({ id, toks });
      byFirst.set(toks[0]!, list);
    }
  });
  const ids = (text: string): string[] => {
    const toks = stemTokens(text);
    const hit = new Set<number>();
    for (let i = 0; i < toks.length; i++) {
      for (const cand of byFirst.get(toks[i]!) ?? []) {
        if (hit.has(cand.id)) continue;
        let ok = true;
        for (let k = 1; k < cand.toks.length && ok; k++) ok = toks[i + k] === cand.toks[k];
        if (ok) hit.add(cand.id);
      }
    }
    return [...hit].sort((a, b) => a - b).map((i) => file.concepts[i]!.id);
  };
  return {
    ids,
    tags: (text) =>
      ids(text)
        .map((id) => CONCEPT_TOKEN_PREFIX + id)
        .join(' '),
    size: file.concepts.length
  };
}

let cached: ConceptMatcher | null = null;

export function loadConceptsFile(dir = corpusDir()): ConceptsFile {
  const path = join(dir, 'ifrs', 'concepts.json');
  const parsed = ConceptsFileSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success)
    throw new Error(`${path}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const seen = new Set<string>();
  for (const c of parsed.data.concepts) {
    if (seen.has(c.id)) throw new Error(`${path}: concept id "${c.id}" appears twice`);
    seen.add(c.id);
  }
  return parsed.data;
}

/** The thesaurus shipped in `corpus/`, compiled once. */
export function getConcepts(): ConceptMatcher {
  return (cached ??= compileConcepts(loadConceptsFile()));
}
