/**
 * File uploads of the web transport: the routes whose input carries a file's bytes
 * (`{ source: { kind: 'bytes', … } }`) travel as `POST /upload/<route>` instead of a WebSocket frame.
 * The host (src/main/host/uploadRoute.ts) and the renderer (src/renderer/src/ipc/httpUpload.ts) read
 * this one list.
 */
export const UPLOAD_PREFIX = '/upload/';
export const UPLOAD_ROUTES: ReadonlySet<string> = new Set(['reports.import', 'corpus.import_standard']);
/** The header that carries a PDF's password, URI-encoded. */
export const PASSWORD_HEADER = 'x-sibyl-password';
