/**
 * The compile node: the Source of Truth from the final state, with the run's metadata. The compiler
 * itself (report/compile.ts) is injected through the services, so this layer never imports report/.
 */
import { CommonErrors, SibylError } from '../../../shared/ipc/errors';
import { corpusVersion } from '../../corpus/reference';
import { modelFor, ROLES } from '../../llm/settings';
import type { NodeFn } from '../context';

export const compileNode: NodeFn = async (state, ctx) => {
  const report = await ctx.stores.reports.get(state.reportId);
  if (!report) throw new SibylError(CommonErrors.NOT_FOUND, `report ${state.reportId} disappeared during the analysis`);
  const run = await ctx.checkpointer.get(state.runId);
  const models: Record<string, string> = {};
  if (ctx.gateway)
    for (const role of ROLES) {
      const m = modelFor(ctx.gateway.settings, role);
      if (m) models[role] = m;
    }
  const compiled = ctx.compile(state, {
    report,
    startedAt: run?.startedAt ?? new Date().toISOString(),
    reportFigures: await ctx.stores.reportFigures.list(state.reportId, ctx.config.engine),
    appVersion: ctx.appVersion,
    corpusVersion: corpusVersion(),
    models,
    available: ctx.agents.map((a) => a.id)
  });
  return { stage: 'compile', compiled };
};
