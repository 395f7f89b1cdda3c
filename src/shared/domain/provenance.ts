/**
 * Provenance carried by every claim, finding, verdict and gap: which engine produced it, with which
 * model and prompt version, from which sources, anchored where. Exports cite it verbatim.
 */
import { z } from 'zod';

export const EngineSchema = z.enum(['offline', 'model']);
export type Engine = z.infer<typeof EngineSchema>;

export const SourceRefSchema = z.object({
  kind: z.enum(['report', 'ifrs_s1', 'ifrs_s2', 'sasb', 'benchmark', 'reference', 'web', 'academic', 'news', 'geo']),
  /** Paragraph id, chunk id, DOI or URL, depending on kind. */
  ref: z.string(),
  title: z.string().optional(),
  page: z.number().int().positive().optional(),
  excerpt: z.string().optional()
});
export type SourceRef = z.infer<typeof SourceRefSchema>;

export const ProvenanceSchema = z.object({
  engine: EngineSchema,
  model: z.string().optional(),
  promptVersion: z.string().optional(),
  corpusVersion: z.string().optional(),
  sources: z.array(SourceRefSchema).default([])
});
