/**
 * Typed client over the bridge: `request` resolves with the route's output or throws an IpcError;
 * `on` subscribes to a typed event and returns an unsubscribe.
 */
import type { RouteInput, RouteName, RouteOutput } from '../../../shared/ipc/contract';
import type { ErrorPayload } from '../../../shared/ipc/errors';
import type { EventName, EventPayload } from '../../../shared/ipc/events';
import { getBridge } from './transport';

class IpcError extends Error {
  readonly code: ErrorPayload['code'];
  constructor(error: ErrorPayload) {
    super(error.message);
    this.name = 'IpcError';
    this.code = error.code;
  }
}

export async function request<R extends RouteName>(route: R, input: RouteInput<R>): Promise<RouteOutput<R>> {
  const result = await getBridge().request(route, input);
  if (!result.ok) throw new IpcError(result.error);
  return result.data as RouteOutput<R>;
}

export function on<E extends EventName>(event: E, cb: (payload: EventPayload<E>) => void): () => void {
  return getBridge().on(event, cb as (p: unknown) => void);
}

/** The filesystem path of a dropped file when running in Electron; null in the web host. */
export function pathForFile(file: File): string | null {
  return getBridge().pathForFile?.(file) ?? null;
}
