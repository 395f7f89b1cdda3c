import { z } from 'zod';
import { ImportSourceSchema } from './reports';

const CorpusHitSchema = z.object({
  id: z.string(),
  sourceType: z.string(),
  reportId: z.string(),
  refId: z.string(),
  title: z.string(),
  pageStart: z.number(),
  pageEnd: z.number(),
  text: z.string(),
  score: z.number(),
  via: z.enum(['ref_lookup', 'fts', 'vector', 'hybrid'])
});

const ParagraphViewSchema = z.object({
  entry: z.object({
    id: z.string(),
    standard: z.string(),
    pillar: z.string(),
    section: z.string(),
    title: z.string(),
    parent: z.string().nullable(),
    requires: z.string(),
    subRequirements: z.array(z.object({ id: z.string().optional(), check: z.string() })),
    s1Counterpart: z.string().nullable().optional(),
    whyItMatters: z.string(),
    keywords: z.array(z.string()),
    applicability: z.object({ scope: z.string(), condition: z.string().optional() })
  }),
  official: z.array(z.object({ paragraphId: z.string(), page: z.number(), text: z.string(), sourceFile: z.string() }))
});

export const corpusRoutes = {
  'corpus.search': {
    input: z
      .object({
        query: z.string().min(1).max(2000),
        source: z.enum(['ifrs', 'ifrs_s1', 'ifrs_s2', 'sasb', 'benchmark', 'reference', 'report']).optional(),
        reportId: z.string().max(64).optional(),
        mode: z.enum(['fts', 'vector', 'hybrid']).optional(),
        limit: z.number().int().min(1).max(100).optional()
      })
      .strict(),
    output: z.array(CorpusHitSchema)
  },
  'corpus.show': {
    input: z.object({ paragraphId: z.string().min(2).max(64) }).strict(),
    output: ParagraphViewSchema
  },
  'corpus.import_standard': {
    input: z.object({ source: ImportSourceSchema }).strict(),
    output: z.object({
      standard: z.enum(['S1', 'S2']),
      fileName: z.string(),
      passages: z.number(),
      paragraphs: z.number(),
      linked: z.number(),
      unlinked: z.array(z.string())
    })
  },
  'corpus.status': {
    input: z.object({}).strict(),
    output: z.object({
      corpusVersion: z.string(),
      embedder: z.string(),
      paragraphs: z.number(),
      officialImported: z.array(z.object({ standard: z.string(), passages: z.number(), sourceFile: z.string() }))
    })
  }
} as const;
