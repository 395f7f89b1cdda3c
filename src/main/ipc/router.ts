/**
 * The request router: route lookup → zod safeParse of the input → handler → result envelope.
 * It owns the trust boundary for every host (Electron IPC, the web host's WebSocket, tests): nothing
 * reaches a handler unvalidated, and nothing thrown crosses back as an exception.
 */
import { isRouteName, routes, type HandlerMap, type RouteName } from '../../shared/ipc/contract';
import { CommonErrors, SibylError, type Result } from '../../shared/ipc/errors';
import type { Logger } from '../log';

export type Dispatch = (route: string, input: unknown) => Promise<Result<unknown>>;

export function createRouter<Ctx>(handlers: HandlerMap<Ctx>, ctx: Ctx, log: Logger): Dispatch {
  return async (route, input) => {
    if (!isRouteName(route))
      return { ok: false, error: { code: CommonErrors.UNKNOWN_ROUTE, message: `unknown route: ${route}` } };
    const spec = routes[route];
    const parsed = spec.input.safeParse(input ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
      return {
        ok: false,
        error: {
          code: CommonErrors.INVALID_INPUT,
          message: `invalid input for ${route}${where}: ${issue?.message ?? 'rejected'}`
        }
      };
    }
    try {
      const handler = handlers[route] as (i: unknown, c: Ctx) => Promise<unknown>;
      const data = await handler(parsed.data, ctx);
      return { ok: true, data };
    } catch (err) {
      if (err instanceof SibylError) return { ok: false, error: { code: err.code, message: err.message } };
      log.error('handler failed', { route, error: err instanceof Error ? err.stack : String(err) });
      return { ok: false, error: { code: CommonErrors.INTERNAL, message: `internal error in ${route as RouteName}` } };
    }
  };
}
