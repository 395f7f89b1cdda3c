/**
 * The Source of Truth in the app: the report view's document (the latest completed run with overrides,
 * cross-map, methodology and audit trail), analyst overrides, the analyst's name, and exports made in
 * main (the same writers as the CLI) handed back as bytes for the window to save.
 */
import { z } from 'zod';
import { OverrideRequestSchema, OverrideSchema } from '../../domain/override';
import { AnalysisRunSchema, RunIdSchema } from '../../domain/pipeline';
import { ReportIdSchema } from '../../domain/report';
import { SourceOfTruthSchema } from '../../domain/sourceOfTruth';

const BytesSchema = z.custom<Uint8Array>((v) => v instanceof Uint8Array, 'expected bytes (Uint8Array)');

const ExportFileSchema = z.enum(['pdf', 'json', 'claims_csv', 'checks_csv', 'gaps_csv']);
export type ExportFile = z.infer<typeof ExportFileSchema>;

export const sourceOfTruthRoutes = {
  /** The report's latest completed run and its export document; null when no run has completed. */
  'sot.get': {
    input: z.object({ reportId: ReportIdSchema }).strict(),
    output: z.object({
      run: AnalysisRunSchema.nullable(),
      document: SourceOfTruthSchema.nullable(),
      analyst: z.string().nullable()
    })
  },
  /** Records an override (signed with the analyst's name from settings); answers the run's overrides. */
  'sot.override': {
    input: z.object({ runId: RunIdSchema, request: OverrideRequestSchema }).strict(),
    output: z.object({ override: OverrideSchema, overrides: z.array(OverrideSchema) })
  },
  /** Writes one export of the run in main and returns its bytes and file name. */
  'sot.export': {
    input: z.object({ runId: RunIdSchema, file: ExportFileSchema }).strict(),
    output: z.object({ fileName: z.string(), mimeType: z.string(), data: BytesSchema })
  },
  'sot.analyst.get': {
    input: z.object({}).strict(),
    output: z.object({ name: z.string().nullable() })
  },
  'sot.analyst.set': {
    input: z.object({ name: z.string().max(400) }).strict(),
    output: z.object({ name: z.string().nullable() })
  }
} as const;
