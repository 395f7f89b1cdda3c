/**
 * Wire format of the loopback web host: JSON frames over one WebSocket, carrying the same two
 * channels as Electron IPC. Uint8Array values travel as `{ $bytes: base64 }`.
 */
export type ClientFrame = { kind: 'request'; id: number; route: string; input: unknown };
export type ServerFrame =
  { kind: 'response'; id: number; result: unknown } | { kind: 'event'; name: string; payload: unknown };

const toBase64 = (bytes: Uint8Array): string => {
  let s = '';
  const step = 0x8000;
  for (let i = 0; i < bytes.length; i += step) s += String.fromCharCode(...bytes.subarray(i, i + step));
  return btoa(s);
};

const fromBase64 = (b64: string): Uint8Array => {
  const s = atob(b64);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
};

export const encodeFrame = (frame: ClientFrame | ServerFrame): string =>
  JSON.stringify(frame, (_key, value: unknown) => (value instanceof Uint8Array ? { $bytes: toBase64(value) } : value));

const reviveBytes = (_key: string, value: unknown): unknown => {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const v = value as Record<string, unknown>;
    if (typeof v.$bytes === 'string' && Object.keys(v).length === 1) return fromBase64(v.$bytes);
  }
  return value;
};

/** A reviver visits every value, so it runs only on frames that carry bytes (event batches do not). */
export const decodeFrame = <T extends ClientFrame | ServerFrame>(text: string): T =>
  (text.includes('"$bytes"') ? JSON.parse(text, reviveBytes) : JSON.parse(text)) as T;
