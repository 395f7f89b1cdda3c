import type { HandlerMap } from '../../../shared/ipc/contract';
import type { CoreContext } from '../coreContext';

type AppHandlers = Pick<HandlerMap<CoreContext>, 'app.status'>;

export const appHandlers: AppHandlers = {
  'app.status': async (_input, ctx) => ({
    version: ctx.version,
    dataDir: ctx.dataDir,
    host: ctx.host,
    store: ctx.stores.state()
  })
};
