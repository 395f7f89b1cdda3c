/**
 * Start-up state of the local store as the shell sees it, merged from the initial `app.status`
 * reply and `app.store_status` events. Pure; terminal states (ready, failed) are never left, so a
 * late or stale "starting" message cannot hide a library that is already open.
 */
import type { StoreState } from '../../../shared/ipc/routes/app';

export type AppPhase = StoreState['state'];

export const initialStoreState: StoreState = { state: 'starting', message: 'Starting Sibyl…', progress: 0 };

export function mergeStoreState(prev: StoreState, next: StoreState): StoreState {
  if (prev.state !== 'starting') return prev;
  if (next.state !== 'starting') return next;
  // Progress only moves forward while starting; the newest message wins.
  return { state: 'starting', message: next.message || prev.message, progress: Math.max(prev.progress, next.progress) };
}
