/**
 * The company a report is about, as outside evidence providers are asked about it: the normalised name
 * its file name or title gives (shared/domain/company.ts), in title case ("orange" → "Orange"). Null
 * when neither names a company; queries then go without one.
 */
import { companyKeys } from '../../shared/domain/company';
import type { ReportReader } from './readContext';

export function companyName(report: Pick<ReportReader, 'title' | 'fileName'>): string | null {
  const [key] = companyKeys({ fileName: report.fileName ?? '', title: report.title });
  return key ? key.replace(/(^|\s)(\p{L})/gu, (_m, sp: string, ch: string) => sp + ch.toUpperCase()) : null;
}
