/**
 * Where Sibyl keeps its data when no --data-dir is given: the same folder for the app and the CLI,
 * under the platform's application-data location, so both see one library (and the lock keeps them
 * from writing it at the same time).
 */
import { homedir } from 'node:os';
import { join } from 'node:path';

export const APP_DIR_NAME = 'Sibyl Desktop';

function appDataRoot(): string {
  if (process.platform === 'win32') return process.env.APPDATA ?? join(homedir(), 'AppData', 'Roaming');
  if (process.platform === 'darwin') return join(homedir(), 'Library', 'Application Support');
  return process.env.XDG_CONFIG_HOME ?? join(homedir(), '.config');
}

export function defaultDataDir(): string {
  return process.env.SIBYL_DATA_DIR ?? join(appDataRoot(), APP_DIR_NAME, 'data');
}
