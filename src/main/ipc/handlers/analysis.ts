/** Thin handlers for investigation runs: start, resume, cancel, attach (replay), latest. */
import type { HandlerMap } from '../../../shared/ipc/contract';
import { CommonErrors, PipelineErrors, SibylError } from '../../../shared/ipc/errors';
import { allEvents } from '../../pipeline/checkpointer';
import type { CoreContext } from '../coreContext';

/** Claims extraction and an analysis both write the report's claims: one at a time. */
function refuseWhileExtracting(ctx: CoreContext, reportId: string): void {
  if (ctx.claims.activeFor(reportId))
    throw new SibylError(
      PipelineErrors.RUN_ACTIVE,
      'claims are being extracted from this report; wait for that run to finish or cancel it, then analyse'
    );
}

type AnalysisHandlers = Pick<
  HandlerMap<CoreContext>,
  'analysis.start' | 'analysis.resume' | 'analysis.cancel' | 'analysis.attach' | 'analysis.latest'
>;

export const analysisHandlers: AnalysisHandlers = {
  'analysis.start': async (input, ctx) => {
    const report = await ctx.stores.get().reports.get(input.reportId);
    if (!report) throw new SibylError(CommonErrors.NOT_FOUND, `no report with id ${input.reportId}`);
    refuseWhileExtracting(ctx, input.reportId);
    if (input.claims === 'reuse' && (await ctx.stores.get().claims.count(input.reportId)) === 0) {
      throw new SibylError(
        CommonErrors.INVALID_INPUT,
        'this report has no claims yet: extract claims first, or analyse with claims extracted again'
      );
    }
    return ctx.analysis.start(input.reportId, input.engine, input.maxCycles, input.claims);
  },
  'analysis.resume': async (input, ctx) => {
    const run = await ctx.stores.get().analysis.get(input.runId);
    if (run) refuseWhileExtracting(ctx, run.reportId);
    return ctx.analysis.resume(input.runId);
  },
  'analysis.cancel': async (input, ctx) => ({ cancelled: ctx.analysis.cancel(input.runId) }),
  'analysis.attach': async (input, ctx) => {
    const repo = ctx.stores.get().analysis;
    const run = await repo.get(input.runId);
    if (!run) throw new SibylError(CommonErrors.NOT_FOUND, `no analysis run ${input.runId}`);
    return {
      run,
      events: await allEvents(repo, input.runId, input.afterSeq),
      active: ctx.analysis.isActive(input.runId)
    };
  },
  'analysis.latest': async (input, ctx) => {
    const repo = ctx.stores.get().analysis;
    const run = await repo.latestForReport(input.reportId);
    return {
      run,
      compiled: run && input.withCompiled ? await repo.compiled(run.id) : null,
      active: run ? ctx.analysis.isActive(run.id) : false
    };
  }
};
