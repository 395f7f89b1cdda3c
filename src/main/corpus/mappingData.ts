/**
 * Data the Legal mapping uses besides the registry itself, both in `corpus/ifrs/`:
 * - `exemplars.json`: labelled claims (the project's own sentences) and the paragraphs they disclose,
 *   generated from the two dev sets by `scripts/make-exemplars.mjs` (never from the held-out set);
 * - `vocabulary.json`: per registry paragraph, the words a report uses when it discloses it (project
 *   wording: typical phrases, synonyms), beyond the registry's own title, requirement and keywords.
 * Each file is read once, validated with zod; a malformed file is a clear error naming it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { corpusDir, getRegistry } from './registry';
import { ParagraphIdSchema } from './registrySchema';

const ExemplarsFileSchema = z.object({
  schemaVersion: z.literal(1),
  about: z.string(),
  sources: z.array(z.string()),
  exemplars: z.array(z.object({ id: z.string().min(1), text: z.string().min(3), paragraphs: z.array(ParagraphIdSchema).min(1) })).min(1)
});
export type Exemplar = z.infer<typeof ExemplarsFileSchema>['exemplars'][number];

const VocabularyFileSchema = z.object({
  schemaVersion: z.literal(1),
  about: z.string(),
  /** Paragraph id → phrases a report uses when it discloses that paragraph. */
  paragraphs: z.record(ParagraphIdSchema, z.array(z.string().min(2)).min(1))
});
export type Vocabulary = Readonly<Record<string, readonly string[]>>;

function readJson<T>(name: string, schema: z.ZodType<T>): T {
  const path = join(corpusDir(), 'ifrs', name);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    throw new Error(`${path}: cannot be read as JSON (${(err as Error).message})`);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new Error(`${path}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return parsed.data;
}

function unknownIds(ids: readonly string[]): string[] {
  const registry = getRegistry();
  return ids.filter((id) => !registry.getParagraph(id));
}

let exemplars: readonly Exemplar[] | undefined;
let vocabulary: Vocabulary | undefined;

/** The labelled exemplars (every paragraph id checked against the registry). */
export function getExemplars(): readonly Exemplar[] {
  if (!exemplars) {
    const file = readJson('exemplars.json', ExemplarsFileSchema);
    const bad = unknownIds(file.exemplars.flatMap((e) => e.paragraphs));
    if (bad.length) throw new Error(`corpus/ifrs/exemplars.json names paragraphs the registry does not hold: ${[...new Set(bad)].join(', ')}`);
    exemplars = file.exemplars;
  }
  return exemplars;
}

/** Report vocabulary per paragraph (every id checked against the registry). */
export function getVocabulary(): Vocabulary {
  if (!vocabulary) {
    const file = readJson('vocabulary.json', VocabularyFileSchema);
    const bad = unknownIds(Object.keys(file.paragraphs));
    if (bad.length) throw new Error(`corpus/ifrs/vocabulary.json names paragraphs the registry does not hold: ${bad.join(', ')}`);
    vocabulary = file.paragraphs;
  }
  return vocabulary;
}
