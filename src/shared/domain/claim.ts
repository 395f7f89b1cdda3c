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
export const IfrsParagraphIdSchema = z
  .string()
  .regex(/^S[12]\.\d{1,3}(\([a-z]\)(\((?:[ivx]+)\)(\(\d+\))?)?)?$/, 'malformed IFRS paragraph id');

/**
 * A figure the claim states, parsed from the claim's text by facts/ (never asked of a model): value
 * with its scale applied, normalised unit, the year it refers to, GHG scopes, and its character span
 * within `Claim.text` (so a highlight can point at it). Provenance is the claim's (page, rects).
 */
export const ClaimFigureSchema = z
  .object({
    value: z.number(),
    /** Upper bound when the text states a range ("20–25 %"). */
    valueTo: z.number().optional(),
    /** Normalised unit: "tCO2e", "ktCO2e", "MWh", "GJ", "m3", "%", an ISO currency code; absent when none is stated. */
    unit: z.string().min(1).optional(),
    /** Scale word as printed ("million", "bn"), already applied to `value`. */
    scale: z.string().min(1).optional(),
    /** The period as printed ("2023", "FY2022/23") and its last year. */
    period: z.string().min(1).optional(),
    year: z.number().int().optional(),
    /** GHG scopes the text attaches to the figure (1, 2, 3). */
    scopes: z.array(z.number().int().min(1).max(3)).default([]),
    /** The figure exactly as printed in the claim text ("1,234 tCO2e"). */
    raw: z.string().min(1),
    /** Span of `raw` in the claim text: start inclusive, end exclusive. */
    start: z.number().int().nonnegative(),
    end: z.number().int().positive()
  })
  .refine((f) => f.end > f.start && f.end - f.start === f.raw.length, {
    message: 'figure span does not match its text'
  });
export type ClaimFigure = z.infer<typeof ClaimFigureSchema>;

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
  provenance: ProvenanceSchema,
  /** Figures the claim states (see ClaimFigureSchema); claims stored before figures existed read as []. */
  figures: z.array(ClaimFigureSchema).default([])
});
export type Claim = z.infer<typeof ClaimSchema>;
