/**
 * Main's side of "the analyst picked this file": the preload reports the path of a file the analyst
 * dropped or chose in a file input (Electron gives a path only for a real file from the system), and
 * the open dialog and files handed to the app are recorded here too. Only the app page may report.
 */
import { ipcMain } from 'electron';
import { IPC_PICKED_CHANNEL } from '../../shared/ipc/bridge';
import { isTrustedSender } from '../ipc/senderCheck';
import type { PickedFiles } from '../ipc/pickedFiles';

export function attachPickedFiles(picked: PickedFiles, devServerUrl: string | undefined): () => void {
  ipcMain.on(IPC_PICKED_CHANNEL, (event, path: unknown) => {
    const frame = event.senderFrame;
    const trusted =
      frame !== null &&
      isTrustedSender({ url: frame.url, isMainFrame: frame === event.sender.mainFrame }, { devServerUrl });
    if (trusted && typeof path === 'string' && path.length > 0 && path.length <= 4096) picked.add(path);
    event.returnValue = null;
  });
  return () => ipcMain.removeAllListeners(IPC_PICKED_CHANNEL);
}
