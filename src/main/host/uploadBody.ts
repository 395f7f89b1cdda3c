/**
 * Reads the body of an upload for the web host, never holding more than the limit: a declared
 * Content-Length above it is refused before a byte is read, and a body that grows past it while
 * streaming stops being read at once. A client that goes away mid-upload ends the read, not the host.
 */
import type { Readable } from 'node:stream';

type BodyResult = { kind: 'ok'; data: Uint8Array } | { kind: 'too-large' } | { kind: 'aborted' };

/** The declared length, or undefined when there is none or it is not a plain number. */
function declaredLength(header: string | undefined): number | undefined {
  if (header === undefined || !/^\d+$/.test(header.trim())) return undefined;
  return Number(header);
}

export function readBody(body: Readable, limit: number, contentLength?: string): Promise<BodyResult> {
  const declared = declaredLength(contentLength);
  if (declared !== undefined && declared > limit) return Promise.resolve({ kind: 'too-large' });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (result: BodyResult): void => {
      body.off('data', onData).off('end', onEnd).off('error', onFail).off('close', onClose);
      body.on('error', () => undefined); // a late reset after we are done must not surface
      resolve(result);
    };
    const onData = (chunk: Buffer): void => {
      size += chunk.byteLength;
      if (size > limit) {
        chunks.length = 0;
        body.pause();
        finish({ kind: 'too-large' });
      } else chunks.push(chunk);
    };
    const onEnd = (): void => {
      const all = Buffer.concat(chunks, size);
      finish({ kind: 'ok', data: new Uint8Array(all.buffer, all.byteOffset, all.byteLength) });
    };
    const onFail = (): void => finish({ kind: 'aborted' });
    const onClose = (): void => finish({ kind: 'aborted' });
    body.on('data', onData).on('end', onEnd).on('error', onFail).on('close', onClose);
  });
}
