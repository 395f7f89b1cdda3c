/**
 * App-level projection of main: the local store's start-up state and what `app.status` reports
 * about the host. Holds no truth of its own; `appActions.ts` fills it.
 */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { StoreState } from '../../../shared/ipc/routes/app';
import type { RouteOutput } from '../../../shared/ipc/contract';
import { initialStoreState, mergeStoreState, type AppPhase } from './storeStatus';

export type AppInfo = Omit<RouteOutput<'app.status'>, 'store'>;

export interface AppState {
  store: StoreState;
  info: AppInfo | null;
}

export const appStore = createStore<AppState>(() => ({ store: initialStoreState, info: null }));

const useAppStore = <T>(selector: (s: AppState) => T): T => useStore(appStore, selector);

const selectPhase = (s: AppState): AppPhase => s.store.state;
export const usePhase = (): AppPhase => useAppStore(selectPhase);
export const useStoreState = (): StoreState => useAppStore((s) => s.store);
export const useAppInfo = (): AppInfo | null => useAppStore((s) => s.info);

export function applyStoreState(next: StoreState): void {
  appStore.setState((s) => {
    const store = mergeStoreState(s.store, next);
    return store === s.store ? s : { store };
  });
}
