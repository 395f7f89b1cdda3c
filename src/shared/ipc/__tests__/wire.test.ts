import { describe, expect, it } from 'vitest';
import { decodeFrame, encodeFrame, type ClientFrame } from '../wire';

describe('web-host wire format', () => {
  it('round-trips requests carrying bytes of any size', () => {
    const data = new Uint8Array(200_000).map((_, i) => (i * 7) % 256);
    const frame: ClientFrame = {
      kind: 'request',
      id: 3,
      route: 'reports.import',
      input: { source: { kind: 'bytes', fileName: 'a.pdf', data } }
    };
    const back = decodeFrame<ClientFrame>(encodeFrame(frame));
    const got = (back.input as { source: { data: Uint8Array } }).source.data;
    expect(got).toBeInstanceOf(Uint8Array);
    expect(got.byteLength).toBe(data.byteLength);
    expect(Buffer.from(got).equals(Buffer.from(data))).toBe(true);
  });

  it('leaves ordinary objects that merely contain a $bytes key with siblings alone', () => {
    const frame: ClientFrame = { kind: 'request', id: 1, route: 'x', input: { $bytes: 'AA==', other: 1 } };
    expect(decodeFrame<ClientFrame>(encodeFrame(frame)).input).toEqual({ $bytes: 'AA==', other: 1 });
  });
});
