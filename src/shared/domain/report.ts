/**
 * Report, page, text item, section and chunk: what ingestion produces and the stores keep.
 * Page numbers are 1-based everywhere (as printed by pdf viewers and `pdftotext -f N`).
 */
import { z } from 'zod';
import { RectSchema, RotationSchema, TransformSchema } from './geometry';
export type { Rotation } from './geometry';

export const ReportIdSchema = z.string().regex(/^rpt_[0-9a-f]{16}$/, 'malformed report id');
export type ReportId = z.infer<typeof ReportIdSchema>;

const ReportStatusSchema = z.enum(['ingesting', 'ready', 'failed']);

export const ReportSchema = z.object({
  id: ReportIdSchema,
  title: z.string(),
  fileName: z.string(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  byteSize: z.number().int().nonnegative(),
  pageCount: z.number().int().nonnegative(),
  wordCount: z.number().int().nonnegative(),
  sectionCount: z.number().int().nonnegative(),
  /** 1-based numbers of pages whose text layer is empty or nearly so (photos, dividers, scans). */
  pagesWithoutText: z.array(z.number().int().positive()),
  status: ReportStatusSchema,
  addedAt: z.string(),
  /** Document metadata as read from the PDF (author, producer, creation date), when present. */
  meta: z.record(z.string(), z.string()).default({})
});
export type Report = z.infer<typeof ReportSchema>;

export const TextItemSchema = z.object({
  str: z.string(),
  transform: TransformSchema,
  /** Box of the item on the page, page-relative (see geometry.ts). */
  box: RectSchema,
  fontSize: z.number().nonnegative(),
  fontName: z.string(),
  hasEOL: z.boolean()
});
export type TextItem = z.infer<typeof TextItemSchema>;

export const PageSchema = z.object({
  reportId: ReportIdSchema,
  pageNumber: z.number().int().positive(),
  /** Size in PDF points of the page as displayed (after rotation). */
  width: z.number().positive(),
  height: z.number().positive(),
  rotation: RotationSchema,
  /** Normalized text (see ingest/normalize.ts); offsets into it map back to items. */
  text: z.string(),
  wordCount: z.number().int().nonnegative(),
  hasText: z.boolean()
});
export type Page = z.infer<typeof PageSchema>;

export const SectionSchema = z.object({
  id: z.string(),
  reportId: ReportIdSchema,
  title: z.string(),
  level: z.number().int().min(1).max(6),
  pageStart: z.number().int().positive(),
  pageEnd: z.number().int().positive(),
  /** Where the heading was found: the PDF outline (bookmarks) or the typography of the page. */
  source: z.enum(['outline', 'typography'])
});
export type Section = z.infer<typeof SectionSchema>;

export const ChunkSchema = z.object({
  id: z.string(),
  reportId: ReportIdSchema,
  seq: z.number().int().nonnegative(),
  pageStart: z.number().int().positive(),
  pageEnd: z.number().int().positive(),
  sectionId: z.string().nullable(),
  sectionTitle: z.string().nullable(),
  text: z.string()
});
export type Chunk = z.infer<typeof ChunkSchema>;

/** What the structure preview shows: sections plus a per-page word count. */
export const ReportStructureSchema = z.object({
  report: ReportSchema,
  sections: z.array(SectionSchema),
  pages: z.array(z.object({ pageNumber: z.number().int(), wordCount: z.number().int(), hasText: z.boolean() }))
});
export type ReportStructure = z.infer<typeof ReportStructureSchema>;
