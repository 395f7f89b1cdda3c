/**
 * A report figure: a financial line the report states (revenue, EBITDA, cash flow, investment) that
 * is not a sustainability claim to verify but a figure the checks need (an intensity denominator for
 * Data/Metrics). The claims engine sets them apart from claims, with the same provenance: page,
 * rectangles, the figures read by facts/, and the engine that found them.
 */
import { z } from 'zod';
import { RectSchema } from './geometry';
import { ClaimFigureSchema } from './claim';

export const ReportFigureSchema = z.object({
  id: z.string(),
  reportId: z.string(),
  /** The engine that set it apart (offline today). */
  engine: z.enum(['offline', 'model']),
  page: z.number().int().positive(),
  /** A table row ("Revenue: 2022 43.5; 2023 44.1") or a sentence. */
  kind: z.enum(['table_row', 'sentence']),
  text: z.string(),
  /** Where the text stands on its page (PDF user-space rectangles). */
  rects: z.array(RectSchema),
  figures: z.array(ClaimFigureSchema)
});
export type ReportFigure = z.infer<typeof ReportFigureSchema>;
