/**
 * Page geometry shared by ingestion, anchoring and the viewer.
 * Every rectangle here is page-relative: 0..1 of the rotated page's width and height, origin at the
 * top-left corner as the reader sees the page. The viewer multiplies by its viewport size, so zoom is
 * only a scale and never re-anchors.
 */
import { z } from 'zod';

export const RectSchema = z.object({
  x: z.number().min(-0.01).max(1.01),
  y: z.number().min(-0.01).max(1.01),
  w: z.number().min(0).max(1.02),
  h: z.number().min(0).max(1.02)
});
export type Rect = z.infer<typeof RectSchema>;

/** pdf.js text-item transform [a, b, c, d, e, f] in PDF user space (origin bottom-left). */
export const TransformSchema = z.tuple([z.number(), z.number(), z.number(), z.number(), z.number(), z.number()]);
export type Transform = z.infer<typeof TransformSchema>;

export const RotationSchema = z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]);
export type Rotation = z.infer<typeof RotationSchema>;
