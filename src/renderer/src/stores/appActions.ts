/**
 * Start-up workflow of the shell: listen for `app.store_status`, ask `app.status` once, and keep
 * asking slowly while the store starts in case an event was missed (e.g. while the web host's socket
 * was connecting). Returns a stop function; never throws.
 */
import { on, request } from '../ipc/client';
import { errorMessageOf } from '../ipc/errorText';
import { appStore, applyStoreState } from './appStore';

const POLL_MS = 1500;

export function startApp(): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const off = on('app.store_status', (s) => applyStoreState(s));

  const poll = async (): Promise<void> => {
    try {
      const { store, ...info } = await request('app.status', {});
      if (stopped) return;
      appStore.setState({ info });
      applyStoreState(store);
    } catch (err) {
      if (stopped) return;
      applyStoreState({ state: 'failed', message: `Cannot reach Sibyl: ${errorMessageOf(err)}`, progress: 0 });
    }
    if (!stopped && appStore.getState().store.state === 'starting') timer = setTimeout(() => void poll(), POLL_MS);
  };
  void poll();

  return () => {
    stopped = true;
    off();
    if (timer) clearTimeout(timer);
  };
}
