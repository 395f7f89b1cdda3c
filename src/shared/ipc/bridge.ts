/** What the preload exposes as `window.sibyl`, and what the web transport imitates. */
import type { Result } from './errors';

export interface SibylBridge {
  request(route: string, input: unknown): Promise<Result<unknown>>;
  on(event: string, cb: (payload: unknown) => void): () => void;
  /** Electron only: the filesystem path of a dropped File (webUtils.getPathForFile). */
  pathForFile?(file: File): string;
}

export const IPC_REQUEST_CHANNEL = 'sibyl:request';
export const IPC_EVENT_CHANNEL = 'sibyl:event';
/** Preload → main: the path of a file the analyst dropped or picked (see electron/pickedFilesIpc.ts). */
export const IPC_PICKED_CHANNEL = 'sibyl:picked';
