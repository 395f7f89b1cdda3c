/**
 * A fetch for the gateway that measures each request (path, bytes out, status) and streams the
 * response through a byte counter, and drops the SDK's platform fingerprint headers.
 */
import type { ClientOptions } from 'openai';

export type Fetch = NonNullable<ClientOptions['fetch']>;

export interface Meter {
  path: string;
  status?: number;
  requestBytes: number;
  responseBytes: number;
}

/** A fetch that measures the request and streams the response through a byte counter. */
export function createMeteredFetch(baseFetch: Fetch, meter: Meter): Fetch {
  return async (input, init) => {
    meter.path = new URL(input instanceof Request ? input.url : String(input)).pathname;
    meter.requestBytes = typeof init?.body === 'string' ? Buffer.byteLength(init.body) : 0;
    const headers = new Headers(init?.headers);
    // Platform fingerprint headers (OS, arch, runtime) are not needed by any provider.
    for (const name of [...headers.keys()]) if (name.startsWith('x-stainless-')) headers.delete(name);
    const res = await baseFetch(input, { ...init, headers });
    meter.status = res.status;
    if (!res.body) return res;
    const counter = new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, ctl) {
        meter.responseBytes += chunk.byteLength;
        ctl.enqueue(chunk);
      }
    });
    return new Response(res.body.pipeThrough(counter), {
      status: res.status,
      statusText: res.statusText,
      headers: res.headers
    });
  };
}
