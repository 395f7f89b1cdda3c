/**
 * The Source of Truth leaves the app through report writers: each turns the export document
 * (`exportDocument.ts`: the compiled run with overrides, cross-map, methodology and audit trail) into
 * one file in an output directory: `report.json`, `source-of-truth.pdf`, `claims.csv`, `checks.csv`,
 * `gaps.csv`. Every writer writes atomically (a reader never sees half a file, a failure keeps the
 * old one).
 */
import { join } from 'node:path';
import type { SourceOfTruth } from '../../shared/domain/sourceOfTruth';
import { writeFileAtomic } from './atomicWrite';
import { checksCsv, claimsCsv, gapsCsv } from './csv/tables';
import { renderSourceOfTruthPdf } from './pdf/pdfReport';

/** What `--format` names: one format may write several files (csv writes three). */
export type ExportFormat = 'pdf' | 'json' | 'csv';
export const EXPORT_FORMATS: readonly ExportFormat[] = ['pdf', 'json', 'csv'];

export type WriterId = 'pdf' | 'json' | 'claims_csv' | 'checks_csv' | 'gaps_csv';

export interface ReportWriter {
  id: WriterId;
  format: ExportFormat;
  /** The file the writer produces inside the output directory. */
  fileName: string;
  /** The file's bytes. */
  render(doc: SourceOfTruth): Promise<string | Uint8Array>;
  /** Writes the document into `dir` (created if missing) and returns the file's path. */
  write(doc: SourceOfTruth, dir: string): Promise<string>;
}

function writer(
  id: WriterId,
  format: ExportFormat,
  fileName: string,
  render: (doc: SourceOfTruth) => Promise<string | Uint8Array> | string
): ReportWriter {
  return {
    id,
    format,
    fileName,
    render: async (doc) => render(doc),
    async write(doc, dir) {
      const file = join(dir, fileName);
      await writeFileAtomic(file, await render(doc));
      return file;
    }
  };
}

/** `report.json`: the Source of Truth as validated, two-space indented, ending with a newline. */
export const jsonReportWriter = writer('json', 'json', 'report.json', (doc) => `${JSON.stringify(doc, null, 2)}\n`);
const pdfReportWriter = writer('pdf', 'pdf', 'source-of-truth.pdf', renderSourceOfTruthPdf);
const claimsCsvWriter = writer('claims_csv', 'csv', 'claims.csv', claimsCsv);
const checksCsvWriter = writer('checks_csv', 'csv', 'checks.csv', checksCsv);
const gapsCsvWriter = writer('gaps_csv', 'csv', 'gaps.csv', gapsCsv);

/** Every writer, in the order the CLI prints their files. */
export const ALL_WRITERS: readonly ReportWriter[] = [
  pdfReportWriter,
  jsonReportWriter,
  claimsCsvWriter,
  checksCsvWriter,
  gapsCsvWriter
];

export const writersFor = (formats: readonly ExportFormat[]): ReportWriter[] =>
  ALL_WRITERS.filter((w) => formats.includes(w.format));

/** Runs the writers in order and returns the files written, by writer. */
export async function writeReport(
  doc: SourceOfTruth,
  dir: string,
  writers: readonly ReportWriter[]
): Promise<Partial<Record<WriterId, string>>> {
  const files: Partial<Record<WriterId, string>> = {};
  for (const w of writers) files[w.id] = await w.write(doc, dir);
  return files;
}
