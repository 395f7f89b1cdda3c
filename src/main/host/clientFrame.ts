/**
 * What the web host accepts from a browser over its WebSocket: one request frame, checked by schema
 * before anything reads it (a `null` frame or an unknown kind is dropped, never a crash), and the
 * largest frame it will take (an import of the largest allowed PDF, base64-encoded, plus headroom).
 */
import { z } from 'zod';
import { decodeFrame, type ClientFrame } from '../../shared/ipc/wire';

const MAX_IMPORT_BYTES = 512 * 1024 * 1024; // the reports.import limit (shared/ipc/routes/reports.ts)

/** Imports travel as base64 inside the frame (4 characters for 3 bytes); 1 MiB covers the envelope. */
export const MAX_FRAME_BYTES = Math.ceil(MAX_IMPORT_BYTES / 3) * 4 + 1024 * 1024;

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
