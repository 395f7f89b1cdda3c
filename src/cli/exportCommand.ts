/**
 * `sibyl export <report-id|run-id|pdf> [--format pdf|json|csv] [--out DIR]`: writes a stored analysis
 * again, with the analyst's overrides, without re-running it. A report id or a PDF (found in the
 * library by its SHA-256, never imported here) means the report's latest completed run.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CommonErrors, ReportErrors, SibylError } from '../shared/ipc/errors';
import type { Core } from '../main/core';
import { exportRun } from '../main/library/exportReport';
import { EXPORT_FORMATS, writersFor, type ExportFormat, type WriterId } from '../main/report/writers';
import type { Stores } from '../main/store/stores';
import { reportName } from './analyzeCommand';
import { UsageError } from './output';

export interface ExportResult {
  reportId: string;
  runId: string;
  overrides: number;
  files: Partial<Record<WriterId, string>>;
  /** Time to read the run and write the files (the stores already open). */
  seconds: number;
}

/** `--format pdf,csv` or repeated flags; every format when none is given. */
export function parseFormats(values: readonly string[] | undefined): ExportFormat[] {
  if (!values?.length) return [...EXPORT_FORMATS];
  const out = new Set<ExportFormat>();
  for (const v of values
    .flatMap((x) => x.split(','))
    .map((x) => x.trim().toLowerCase())
    .filter(Boolean)) {
    if (!(EXPORT_FORMATS as readonly string[]).includes(v))
      throw new UsageError(`--format takes ${EXPORT_FORMATS.join(', ')} (or several, comma-separated), got "${v}"`);
    out.add(v as ExportFormat);
  }
  return [...out];
}

/** The run an export target names, and its report. */
async function resolveRunTarget(
  stores: Stores,
  target: string
): Promise<{ runId: string; reportId: string; fileName: string }> {
  if (target.startsWith('run_')) {
    const run = await stores.analysis.get(target);
    if (!run) throw new SibylError(CommonErrors.NOT_FOUND, `no analysis run ${target} in this data folder`);
    const report = await stores.reports.get(run.reportId);
    return { runId: run.id, reportId: run.reportId, fileName: report?.fileName ?? run.reportId };
  }
  let report = target.startsWith('rpt_') ? await stores.reports.get(target) : null;
  if (!report && existsSync(target) && statSync(target).isFile()) {
    report = await stores.reports.getBySha(createHash('sha256').update(readFileSync(target)).digest('hex'));
    if (!report)
      throw new SibylError(
        CommonErrors.NOT_FOUND,
        `${target} is not in this library: analyse it first (sibyl analyze ${target})`
      );
  }
  if (!report)
    throw new SibylError(CommonErrors.NOT_FOUND, `"${target}" is neither a report id, a run id nor a PDF file`);
  const runId = await stores.runAudit.latestCompleted(report.id);
  if (!runId)
    throw new SibylError(
      ReportErrors.NOT_COMPILED,
      `${report.fileName} has no completed analysis to export (run: sibyl analyze <its pdf>)`
    );
  return { runId, reportId: report.id, fileName: report.fileName };
}

export async function exportCommand(
  core: Core,
  target: string,
  opts: { formats: ExportFormat[]; out?: string | undefined }
): Promise<ExportResult> {
  const stores = await core.ctx.stores.ready();
  const { runId, reportId, fileName } = await resolveRunTarget(stores, target);
  const dir = resolve(opts.out ?? join('sibyl-out', reportName(fileName)));
  const started = performance.now();
  const files = await exportRun(stores, runId, dir, writersFor(opts.formats));
  const seconds = (performance.now() - started) / 1000;
  return { reportId, runId, overrides: (await stores.overrides.list(runId)).length, files, seconds };
}

export function formatExport(r: ExportResult): string {
  return [
    `report      ${r.reportId}`,
    `run         ${r.runId}  (${r.overrides} override${r.overrides === 1 ? '' : 's'})`,
    ...Object.values(r.files).map((f) => `written     ${f}`),
    `time        ${r.seconds.toFixed(1)} s`
  ].join('\n');
}
