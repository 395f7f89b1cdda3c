/**
 * What the web host accepts from a browser over its WebSocket: one request frame, checked by schema
 * before anything reads it (a `null` frame or an unknown kind is dropped, never a crash), and the
 * largest frame it will take. Files travel over HTTP (uploadRoute.ts), so frames are control messages.
 */
import { MAX_IMPORT_BYTES } from '../../shared/ipc/routes/reports';
import { z } from 'zod';
import { decodeFrame, type ClientFrame } from '../../shared/ipc/wire';

/**
 * The largest request a renderer sends without a file is a few KiB (settings with their host lists, an
 * override with its note, a search query); 1 MiB leaves ample room and bounds what one frame may cost.
 */
export const MAX_FRAME_BYTES = 1024 * 1024;

/** The largest upload taken over HTTP: the import limit itself. */
export const MAX_UPLOAD_BYTES = MAX_IMPORT_BYTES;

const RequestFrameSchema = z
  .object({
    kind: z.literal('request'),
    id: z.number().int().nonnegative(),
    route: z.string().min(1).max(200),
    input: z.unknown()
  })
  .strict();

/** Parses one text frame; undefined when it is not a well-formed request frame. */
export function parseClientFrame(text: string): ClientFrame | undefined {
  let raw: unknown;
  try {
    raw = decodeFrame(text);
  } catch {
    return undefined;
  }
  const parsed = RequestFrameSchema.safeParse(raw);
  return parsed.success
    ? { kind: 'request', id: parsed.data.id, route: parsed.data.route, input: parsed.data.input }
    : undefined;
}
