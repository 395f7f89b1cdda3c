/** A verifiable claim extracted from a report (seed FRD 3), with its anchor and provenance. */
import { z } from 'zod';
import { ReportIdSchema } from './report';
import { AnchorSchema } from './anchor';
import { ProvenanceSchema } from './provenance';

export const ClaimTypeSchema = z.enum(['geographic', 'quantitative', 'legal_governance', 'strategic', 'environmental']);
export type ClaimType = z.infer<typeof ClaimTypeSchema>;

export const PrioritySchema = z.enum(['high', 'medium', 'low']);
export type Priority = z.infer<typeof PrioritySchema>;

/** IFRS paragraph ids such as S1.27(a)(i), S2.29(a)(i)(3), S2.33. The registry owns the full list. */
export const IfrsParagraphIdSchema = z.string().regex(/^S[12]\.\d{1,3}(\([a-z]\)(\((?:[ivx]+)\)(\(\d+\))?)?)?$/, 'malformed IFRS paragraph id');
export type IfrsParagraphId = z.infer<typeof IfrsParagraphIdSchema>;

export const ClaimSchema = z.object({
  id: z.string(),
  reportId: ReportIdSchema,
  text: z.string().min(1),
  type: ClaimTypeSchema,
  priority: PrioritySchema,
  reasoning: z.string(),
  sourcePage: z.number().int().positive(),
  sourceContext: z.string().default(''),
  preliminaryIfrs: z.array(IfrsParagraphIdSchema).default([]),
  anchor: AnchorSchema,
  /** Detection score of the engine that found it (0..1). */
  score: z.number().min(0).max(1),
  provenance: ProvenanceSchema
});
export type Claim = z.infer<typeof ClaimSchema>;
