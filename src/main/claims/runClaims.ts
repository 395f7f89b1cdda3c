/**
 * One claims run over one report: start a run record, let the engine yield draft claims, anchor
 * them on the pdf.js text, add the preliminary IFRS mapping, and persist each batch before announcing
 * it (claims appear in the app while extraction runs). Cancellation keeps what was found; a completed
 * run replaces the engine's previous claims. Returns the run's figures.
 */
import { randomUUID } from 'node:crypto';
import type { Claim } from '../../shared/domain/claim';
import { CommonErrors, SibylError } from '../../shared/ipc/errors';
import type { Stores } from '../store/stores';
import { corpusVersion } from '../corpus/reference';
import type { EventInput } from '../events/eventLog';
import { anchorQuote, pageSource } from '../text/anchor';
import { claimId } from './claimId';
import type { ClaimEngine, DraftClaim, DraftReportFigure } from './engine';
import type { ReportFigure } from '../../shared/domain/reportFigure';
import { mapClaimToIfrs } from './ifrsMapping';

export interface ClaimRunStats {
  claims: number;
  anchored: number;
  /** Share of claims with rectangles on the page (0..1). */
  anchorRate: number;
  pages: number;
  warnings: number;
  ms: number;
  byType: Record<string, number>;
  byMethod: Record<string, number>;
}

export interface RunClaimsOptions {
  reportId: string;
  engine: ClaimEngine;
  signal?: AbortSignal;
  /**
   * Receives the run's events (stage_changed, claim_extracted, agent_status, run_completed/failed)
   * in order, without run id or seq: the caller's event log numbers and persists them (the
   * standalone runner's log, or the pipeline's for its claims node).
   */
  emit?: (event: EventInput) => void;
  onProgress?: (pagesDone: number, pageCount: number) => void;
  onWarning?: (message: string) => void;
  runId?: string;
}

export async function runClaims(
  stores: Stores,
  opts: RunClaimsOptions
): Promise<{ runId: string; stats: ClaimRunStats; claims: Claim[] }> {
  const report = await stores.reports.get(opts.reportId);
  if (!report) throw new SibylError(CommonErrors.NOT_FOUND, `no report with id ${opts.reportId}`);
  if (report.status !== 'ready')
    throw new SibylError(CommonErrors.INVALID_INPUT, `report ${opts.reportId} is not ready (status ${report.status})`);
  const runId = opts.runId ?? `run_${randomUUID()}`;
  const signal = opts.signal ?? new AbortController().signal;
  const started = performance.now();
  const emit = (e: EventInput): void => opts.emit?.(e);
  const pages = pageSource((n) =>
    n >= 1 && n <= report.pageCount ? stores.structure.page(opts.reportId, n) : Promise.resolve(null)
  );
  const seen = new Map<string, Claim>();
  let warnings = 0;
  const provenanceBase = {
    engine: opts.engine.id,
    corpusVersion: corpusVersion(),
    ...(opts.engine.model ? { model: opts.engine.model } : {}),
    ...(opts.engine.promptVersion ? { promptVersion: opts.engine.promptVersion } : {})
  };

  const finalize = async (d: DraftClaim): Promise<Claim> => {
    const anchor = d.anchor ?? (await anchorQuote(pages, d.sourcePage, d.text, d.sourceContext));
    const page = anchor.method === 'unanchored' ? d.sourcePage : anchor.page;
    const ifrs = await mapClaimToIfrs(stores.lance, d.text, d.proposedIfrs ?? []);
    return {
      id: claimId(opts.reportId, opts.engine.id, page, d.text),
      reportId: opts.reportId,
      text: d.text,
      type: d.type,
      priority: d.priority,
      reasoning: d.reasoning,
      sourcePage: page,
      sourceContext: d.sourceContext,
      preliminaryIfrs: ifrs,
      anchor,
      score: Math.min(1, Math.max(0, d.score)),
      provenance: {
        ...provenanceBase,
        sources: [
          {
            kind: 'report',
            ref: `${opts.reportId}#page=${page}`,
            page,
            ...(report.title ? { title: report.title } : {})
          }
        ]
      },
      figures: d.figures ?? []
    };
  };

  // Financial lines the engine sets apart: stored when the run completes (as its claims are).
  const reportFigures = new Map<string, ReportFigure>();
  const keepFigures = (figs: DraftReportFigure[]): void => {
    for (const f of figs) {
      const id = claimId(opts.reportId, opts.engine.id, f.page, f.text).replace(/^clm_/, 'fig_');
      reportFigures.set(id, {
        id,
        reportId: opts.reportId,
        engine: opts.engine.id,
        page: f.page,
        kind: f.kind,
        text: f.text,
        rects: f.anchor.rects,
        figures: f.figures
      });
    }
  };

  await stores.claims.startRun(runId, opts.reportId, opts.engine.id);
  emit({ type: 'stage_changed', stage: 'claims', cycle: 1 });
  try {
    const ctx = {
      reportId: opts.reportId,
      runId,
      pageCount: report.pageCount,
      pages,
      signal,
      onProgress: (done: number) => opts.onProgress?.(done, report.pageCount),
      onReportFigures: keepFigures,
      onWarning: (message: string) => {
        warnings++;
        opts.onWarning?.(message);
        emit({ type: 'agent_status', agent: 'claims', status: 'working', message });
      }
    };
    for await (const batch of opts.engine.extract(ctx)) {
      // Anchoring and retrieval of one batch run concurrently (LanceDB queries are native and async).
      const fresh: Claim[] = [];
      for (const c of await Promise.all(batch.map(finalize))) {
        if (seen.has(c.id)) continue;
        seen.set(c.id, c);
        fresh.push(c);
      }
      await stores.claims.upsertMany(runId, fresh);
      for (const claim of fresh) emit({ type: 'claim_extracted', claim });
      if (signal.aborted) break;
    }
    const claims = [...seen.values()];
    const stats = statsOf(claims, report.pageCount, warnings, performance.now() - started);
    const status = signal.aborted ? 'cancelled' : 'completed';
    if (status === 'completed')
      await stores.reportFigures.replace(opts.reportId, opts.engine.id, [...reportFigures.values()]);
    await stores.claims.finishRun(runId, status, { ...flat(stats), reportFigures: reportFigures.size });
    // A cancelled run ends as an analysis does: run_failed with CANCELLED (what was found is kept).
    if (status === 'cancelled')
      emit({ type: 'run_failed', error: { code: 'CANCELLED', message: `cancelled after ${stats.claims} claims` } });
    else emit({ type: 'run_completed', summary: flat(stats) });
    return { runId, stats, claims };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await stores.claims
      .finishRun(runId, signal.aborted ? 'cancelled' : 'failed', { claims: seen.size }, message)
      .catch(() => undefined);
    emit({ type: 'run_failed', error: { code: err instanceof SibylError ? err.code : 'INTERNAL', message } });
    throw err;
  }
}

function statsOf(claims: Claim[], pages: number, warnings: number, ms: number): ClaimRunStats {
  const byType: Record<string, number> = {};
  const byMethod: Record<string, number> = {};
  for (const c of claims) {
    byType[c.type] = (byType[c.type] ?? 0) + 1;
    byMethod[c.anchor.method] = (byMethod[c.anchor.method] ?? 0) + 1;
  }
  const anchored = claims.filter((c) => c.anchor.rects.length > 0).length;
  return {
    claims: claims.length,
    anchored,
    anchorRate: claims.length ? anchored / claims.length : 0,
    pages,
    warnings,
    ms: Math.round(ms),
    byType,
    byMethod
  };
}

const flat = (s: ClaimRunStats): Record<string, number> => ({
  claims: s.claims,
  anchored: s.anchored,
  anchorRate: s.anchorRate,
  pages: s.pages,
  warnings: s.warnings,
  ms: s.ms,
  ...Object.fromEntries(Object.entries(s.byType).map(([k, v]) => [`type.${k}`, v])),
  ...Object.fromEntries(Object.entries(s.byMethod).map(([k, v]) => [`anchor.${k}`, v]))
});
