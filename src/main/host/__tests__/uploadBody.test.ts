/** Reading an upload's body: whole when within the limit, refused early or mid-stream past it. */
import { describe, expect, it } from 'vitest';
import { PassThrough, Readable } from 'node:stream';
import { readBody } from '../uploadBody';

const chunks = (...sizes: number[]): Readable => Readable.from(sizes.map((n) => Buffer.alloc(n, 7)));

describe('readBody', () => {
  it('returns the whole body within the limit', async () => {
    const result = await readBody(chunks(10, 20, 30), 60);
    expect(result.kind).toBe('ok');
    if (result.kind === 'ok') {
      expect(result.data.byteLength).toBe(60);
      expect(result.data).toBeInstanceOf(Uint8Array);
    }
  });

  it('refuses a declared length over the limit before reading anything', async () => {
    const body = new PassThrough();
    expect(await readBody(body, 100, '101')).toEqual({ kind: 'too-large' });
    expect(body.listenerCount('data')).toBe(0);
  });

  it('stops reading once a streamed body passes the limit', async () => {
    const body = new PassThrough();
    const result = readBody(body, 100, undefined);
    body.write(Buffer.alloc(60));
    body.write(Buffer.alloc(60));
    expect(await result).toEqual({ kind: 'too-large' });
    expect(body.isPaused()).toBe(true);
    expect(body.listenerCount('data')).toBe(0);
  });

  it('ends the read when the client goes away mid-upload', async () => {
    const body = new PassThrough();
    const result = readBody(body, 100, '50');
    body.write(Buffer.alloc(10));
    body.destroy(new Error('socket hang up'));
    expect(await result).toEqual({ kind: 'aborted' });
  });
});
