/**
 * In-process event bus for the event channel. Producers emit typed events; listeners (windows,
 * web sockets, the CLI progress bar) subscribe. The bus knows no window and no transport.
 */
import type { EventName, EventPayload } from '../../shared/ipc/events';

type AnyListener = (name: EventName, payload: unknown) => void;

export interface EventBus {
  emit<E extends EventName>(name: E, payload: EventPayload<E>): void;
  subscribe(listener: AnyListener): () => void;
}

export function createEventBus(onListenerError?: (err: unknown) => void): EventBus {
  const listeners = new Set<AnyListener>();
  return {
    emit(name, payload) {
      for (const l of listeners) {
        try {
          l(name, payload);
        } catch (err) {
          onListenerError?.(err);
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    }
  };
}
