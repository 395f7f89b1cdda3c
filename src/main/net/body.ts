/**
 * Response bodies through the door: counted, cut at the size limit (the stream fails with
 * NET_TOO_LARGE), and settled exactly once (end, error or cancel) so the ledger row is written once.
 */
import { NetError, NetErrors } from './errors';

export interface BodyWatch {
  host: string;
  limit: number;
  /** Maps a read failure to the error the reader sees (timeouts become NET_TIMEOUT). */
  mapError(err: unknown): unknown;
  /** Called once with the bytes read and the failure, if any. */
  settle(bytesIn: number, failure?: unknown): void;
}

export const tooLarge = (host: string, limit: number): NetError =>
  new NetError(
    NetErrors.NET_TOO_LARGE,
    host,
    `The answer from ${host} is larger than the ${limit}-byte limit; it was cut off.`
  );

/** Byte length of a request body we can measure without consuming it (0 for streams). */
export function bodyBytes(body: RequestInit['body']): number {
  if (body == null) return 0;
  if (typeof body === 'string') return Buffer.byteLength(body);
  if (body instanceof ArrayBuffer) return body.byteLength;
  if (ArrayBuffer.isView(body)) return body.byteLength;
  if (body instanceof URLSearchParams) return Buffer.byteLength(body.toString());
  if (body instanceof Blob) return body.size;
  return 0;
}

export function watchBody(source: ReadableStream<Uint8Array>, w: BodyWatch): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  let bytesIn = 0;
  let settled = false;
  const settle = (failure?: unknown): void => {
    if (settled) return;
    settled = true;
    w.settle(bytesIn, failure);
  };
  return new ReadableStream<Uint8Array>({
    async pull(ctl) {
      let chunk: Awaited<ReturnType<typeof reader.read>>;
      try {
        chunk = await reader.read();
      } catch (err) {
        const mapped = w.mapError(err);
        settle(mapped);
        ctl.error(mapped);
        return;
      }
      if (chunk.done) {
        settle();
        ctl.close();
        return;
      }
      bytesIn += chunk.value.byteLength;
      if (bytesIn > w.limit) {
        const err = tooLarge(w.host, w.limit);
        settle(err);
        void reader.cancel(err).catch(() => undefined);
        ctl.error(err);
        return;
      }
      ctl.enqueue(chunk.value);
    },
    async cancel(reason) {
      settle(reason ?? 'cancelled');
      await reader.cancel(reason).catch(() => undefined);
    }
  });
}
