import { z } from 'zod';
import { RectSchema } from '../../domain/geometry';
import { ReportIdSchema, ReportSchema, ReportStructureSchema } from '../../domain/report';

/** The largest PDF the library imports, on every path in (dialog, drop, the web host's upload route). */
export const MAX_IMPORT_BYTES = 512 * 1024 * 1024;
const BytesSchema = z.custom<Uint8Array>((v) => v instanceof Uint8Array, 'expected bytes (Uint8Array)');

export const ImportSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('path'), path: z.string().min(1).max(4096) }),
  z.object({
    kind: z.literal('bytes'),
    fileName: z.string().min(1).max(512),
    data: BytesSchema.refine((d) => d.byteLength <= MAX_IMPORT_BYTES, 'file larger than 512 MB')
  })
]);
export type ImportSource = z.infer<typeof ImportSourceSchema>;

export const reportRoutes = {
  'reports.list': {
    input: z.object({}).strict(),
    output: z.array(ReportSchema)
  },
  'reports.import': {
    input: z.object({ source: ImportSourceSchema, password: z.string().max(1024).optional() }).strict(),
    output: z.object({ report: ReportSchema, reused: z.boolean() })
  },
  'reports.choose_file': {
    input: z.object({}).strict(),
    output: z.object({ path: z.string().nullable() })
  },
  'reports.structure': {
    input: z.object({ reportId: ReportIdSchema }).strict(),
    output: ReportStructureSchema
  },
  'reports.read_pdf': {
    input: z.object({ reportId: ReportIdSchema }).strict(),
    output: z.object({ data: BytesSchema })
  },
  /**
   * Find in the document, first step: how many times `query` occurs on each page (case and
   * whitespace folded), at most `limit` hits counted in reading order. Rectangles come per page.
   */
  'reports.find_text': {
    input: z
      .object({
        reportId: ReportIdSchema,
        query: z.string().min(1).max(200),
        limit: z.number().int().min(1).max(5000).optional()
      })
      .strict(),
    output: z.object({
      counts: z.array(z.object({ page: z.number().int().positive(), count: z.number().int().positive() })),
      total: z.number().int().nonnegative(),
      pages: z.number().int().nonnegative(),
      truncated: z.boolean()
    })
  },
  /** Find in the document, second step: the rectangles of each hit on one page, in reading order. */
  'reports.find_rects': {
    input: z
      .object({ reportId: ReportIdSchema, query: z.string().min(1).max(200), page: z.number().int().positive() })
      .strict(),
    output: z.object({ page: z.number().int().positive(), hits: z.array(z.array(RectSchema)) })
  },
  'reports.delete': {
    input: z.object({ reportId: ReportIdSchema }).strict(),
    output: z.object({ deleted: z.boolean() })
  }
} as const;
