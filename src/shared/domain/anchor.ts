/**
 * Where a claim stands in the PDF: page, page-relative rectangles merged per line, and the quote with
 * its prefix and suffix so it can be re-anchored if the text extraction ever changes.
 */
import { z } from 'zod';
import { RectSchema } from './geometry';

const AnchorMethodSchema = z.enum(['exact', 'fuzzy', 'neighbour_page', 'source_context', 'table_row', 'unanchored']);
export type AnchorMethod = z.infer<typeof AnchorMethodSchema>;

export const AnchorSchema = z.object({
  page: z.number().int().positive(),
  rects: z.array(RectSchema),
  quote: z.string(),
  prefix: z.string(),
  suffix: z.string(),
  method: AnchorMethodSchema,
  /** 1 for an exact match, lower for fuzzy matches; 0 when unanchored. */
  score: z.number().min(0).max(1)
});
export type Anchor = z.infer<typeof AnchorSchema>;
