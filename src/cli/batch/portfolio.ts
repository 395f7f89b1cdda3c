/**
 * `portfolio.csv`: one row per input of a batch, with the counts an analyst compares across reports
 * (claims, verdicts in force, checks, gaps, overrides) read from each report's own `report.json`, and
 * the failure for an input that could not be analysed. Columns: docs/csv-exports.md.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { SourceOfTruthSchema, type SourceOfTruth } from '../../shared/domain/sourceOfTruth';
import { gapScan, reportModel, verdictCounts } from '../../shared/report/reportModel';
import { toCsv, type Cell } from '../../main/report/csv/csv';
import type { BatchItem } from './batchState';
import { terminalText } from '../output';

const PORTFOLIO_COLUMNS = [
  'file',
  'status',
  'error',
  'report_id',
  'run_id',
  'title',
  'pages',
  'claims',
  'verified',
  'contradicted',
  'unverified',
  'insufficient_evidence',
  'no_verdict',
  'overridden',
  'checks_pass',
  'checks_fail',
  'checks_inconclusive',
  'gaps',
  'gaps_unaddressed',
  'gaps_partial',
  'gaps_dismissed',
  'seconds',
  'folder',
  'gap_scan'
] as const;

function readDoc(item: BatchItem): SourceOfTruth | null {
  const file = join(item.folder, 'report.json');
  return item.status === 'done' && existsSync(file)
    ? SourceOfTruthSchema.parse(JSON.parse(readFileSync(file, 'utf8')))
    : null;
}

function counts(doc: SourceOfTruth | null): Cell[] {
  if (!doc) return Array(16).fill('');
  const model = reportModel(doc);
  const v = verdictCounts(model.claims);
  const c = doc.summary.checks;
  return [
    terminalText(doc.report.title),
    doc.report.pageCount,
    doc.summary.claims,
    v.verified,
    v.contradicted,
    v.unverified,
    v.insufficient_evidence,
    v.none,
    model.inForce.size,
    c.pass,
    c.fail,
    c.inconclusive,
    doc.gaps.length,
    doc.gaps.filter((g) => g.gapStatus === 'unaddressed').length,
    doc.gaps.filter((g) => g.gapStatus === 'partial').length,
    model.gaps.filter((g) => g.override).length
  ];
}

export function portfolioCsv(items: readonly BatchItem[], out: string): string {
  return toCsv(
    PORTFOLIO_COLUMNS,
    items.map((i) => {
      const doc = readDoc(i);
      // Last, as columns are only ever added at the end: whether "0 gaps" means none found or none looked for.
      return [
        terminalText(i.path),
        i.status === 'done' ? 'completed' : i.status,
        terminalText(i.error ?? ''),
        i.reportId ?? '',
        i.runId ?? '',
        ...counts(doc),
        i.seconds === null ? '' : i.seconds.toFixed(1),
        i.status === 'done' ? terminalText(relative(out, i.folder)) || '.' : '',
        doc ? gapScan(doc) : ''
      ];
    })
  );
}
