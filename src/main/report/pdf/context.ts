/**
 * What every section of the PDF is given: the layout, the document (with overrides and extras), its
 * shared readings (claims with verdicts in force, checks, gaps), and the export's words for colours
 * and dates.
 */
import type { SourceOfTruth } from '../../../shared/domain/sourceOfTruth';
import type { VerdictValue } from '../../../shared/domain/finding';
import type { CheckRow, ReportModel } from '../../../shared/report/reportModel';
import { companyKeys } from '../../../shared/domain/company';
import type { Layout } from './layout';

export interface PdfContext {
  L: Layout;
  doc: SourceOfTruth;
  model: ReportModel;
  checks: CheckRow[];
}

export const VERDICT_COLORS: Record<VerdictValue | 'none', string> = {
  verified: '#2e7d32',
  contradicted: '#c62828',
  unverified: '#b26a00',
  insufficient_evidence: '#607d8b',
  none: '#9e9e9e'
};

export const RESULT_FILL = { fail: '#fadbd8', inconclusive: null, pass: null } as const;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December'
];

/** "25 November 2026, 03:11 UTC": unambiguous in every locale. */
export function dateText(iso: string | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const hh = String(d.getUTCHours()).padStart(2, '0');
  const mm = String(d.getUTCMinutes()).padStart(2, '0');
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${hh}:${mm} UTC`;
}

/** "2026-11-25 03:10:56" (UTC), for tables of events. */
export const timeText = (iso: string): string =>
  Number.isNaN(Date.parse(iso)) ? iso : new Date(iso).toISOString().slice(0, 19).replace('T', ' ');

export const secondsText = (ms: number): string =>
  ms >= 60_000 ? `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s` : `${(ms / 1000).toFixed(1)} s`;

/** The reporting year a report's title or file name states (the latest year in it), else null. */
export function reportingYear(doc: SourceOfTruth): string | null {
  const text = `${doc.report.title} ${doc.report.fileName}`;
  const fy = /\bFY\s?(\d{4}(?:\/\d{2,4})?)/i.exec(text);
  if (fy) return `FY${fy[1]}`;
  const years = [...text.matchAll(/\b(20\d{2})\b/g)].map((m) => Number(m[1]));
  return years.length ? String(Math.max(...years)) : null;
}

/**
 * The company a report is by, from its file name or title (`companyKeys`), each word as the file name
 * or title prints it when either capitalises it ("BMW", "SUEZ"), else capitalised ("siemens" →
 * "Siemens"); null when neither names one.
 */
export function companyName(doc: SourceOfTruth): string | null {
  const key = companyKeys(doc.report)[0];
  if (!key) return null;
  const printed = `${doc.report.fileName} ${doc.report.title}`.normalize('NFKC').split(/[^\p{L}\p{N}]+/u);
  return key
    .split(' ')
    .map((w) => printed.find((p) => p.toLowerCase() === w && p !== w) ?? w.replace(/^\p{L}/u, (c) => c.toUpperCase()))
    .join(' ');
}
