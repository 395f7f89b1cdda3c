/** The exhaustive handler map: adding a route to the contract without a handler fails to compile. */
import type { HandlerMap } from '../../../shared/ipc/contract';
import type { CoreContext } from '../coreContext';
import { appHandlers } from './app';
import { reportHandlers } from './reports';
import { corpusHandlers } from './corpus';
import { claimHandlers } from './claims';
import { modelHandlers } from './model';
import { evidenceHandlers } from './evidence';
import { analysisHandlers } from './analysis';
import { sourceOfTruthHandlers } from './sourceOfTruth';

export const handlers: HandlerMap<CoreContext> = {
  ...appHandlers,
  ...reportHandlers,
  ...corpusHandlers,
  ...claimHandlers,
  ...modelHandlers,
  ...evidenceHandlers,
  ...analysisHandlers,
  ...sourceOfTruthHandlers
};
