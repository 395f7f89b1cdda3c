import { z } from 'zod';
import { ReportIdSchema, ReportSchema, ReportStructureSchema } from '../../domain/report';

const MAX_IMPORT_BYTES = 512 * 1024 * 1024;
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
  'reports.delete': {
    input: z.object({ reportId: ReportIdSchema }).strict(),
    output: z.object({ deleted: z.boolean() })
  }
} as const;
