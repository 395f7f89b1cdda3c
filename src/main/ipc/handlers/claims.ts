/** Thin handlers for claims: list what is stored, start a background run, cancel it. */
import type { HandlerMap } from '../../../shared/ipc/contract';
import { CommonErrors, PipelineErrors, SibylError } from '../../../shared/ipc/errors';
import type { CoreContext } from '../coreContext';

type ClaimHandlers = Pick<HandlerMap<CoreContext>, 'claims.list' | 'claims.extract' | 'claims.cancel'>;

export const claimHandlers: ClaimHandlers = {
  'claims.list': async (input, ctx) => {
    const stores = ctx.stores.get();
    if (!(await stores.reports.get(input.reportId)))
      throw new SibylError(CommonErrors.NOT_FOUND, `no report with id ${input.reportId}`);
    return {
      claims: await stores.claims.list(input.reportId, input.engine),
      run: await stores.claims.latestRun(input.reportId, input.engine)
    };
  },
  'claims.extract': async (input, ctx) => {
    const stores = ctx.stores.get();
    if (!(await stores.reports.get(input.reportId)))
      throw new SibylError(CommonErrors.NOT_FOUND, `no report with id ${input.reportId}`);
    // The analysis extracts claims itself; a second writer on the same report would race it.
    if (ctx.analysis.activeFor(input.reportId))
      throw new SibylError(
        PipelineErrors.RUN_ACTIVE,
        'an analysis of this report is running; its claims step extracts the claims'
      );
    return ctx.claims.start(input.reportId, input.engine);
  },
  'claims.cancel': async (input, ctx) => ({ cancelled: ctx.claims.cancel(input.runId) })
};
