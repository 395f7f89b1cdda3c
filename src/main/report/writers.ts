/**
 * The Source of Truth leaves the app through report writers: each turns the compiled document into
 * one file in an output directory. JSON is written today; the PDF and CSV exports add writers here.
 * Every writer writes atomically (a reader never sees half a file, a failure keeps the old one).
 */
import { join } from 'node:path';
import type { SourceOfTruth } from '../../shared/domain/sourceOfTruth';
import { writeFileAtomic } from './atomicWrite';

export type ReportFormat = 'json';

export interface ReportWriter {
  format: ReportFormat;
  /** The file the writer produces inside the output directory. */
  fileName: string;
  /** Writes the document into `dir` (created if missing) and returns the file's path. */
  write(doc: SourceOfTruth, dir: string): Promise<string>;
}

/** `report.json`: the Source of Truth as validated, two-space indented, ending with a newline. */
export const jsonReportWriter: ReportWriter = {
  format: 'json',
  fileName: 'report.json',
  async write(doc, dir) {
    const file = join(dir, this.fileName);
    await writeFileAtomic(file, `${JSON.stringify(doc, null, 2)}\n`);
    return file;
  }
};

export const REPORT_WRITERS: Readonly<Record<ReportFormat, ReportWriter>> = { json: jsonReportWriter };

/** Runs the writers in order and returns the files written, by format. */
export async function writeReport(doc: SourceOfTruth, dir: string, writers: readonly ReportWriter[]): Promise<Partial<Record<ReportFormat, string>>> {
  const files: Partial<Record<ReportFormat, string>> = {};
  for (const w of writers) files[w.format] = await w.write(doc, dir);
  return files;
}
