/**
 * Electron transport for the core: one invoke channel into the router (after the sender check) and
 * one event channel out to live windows. Events go out as the bus emits them: a run's events were
 * already coalesced by the run host (events/runHost.ts).
 */
import { ipcMain, type BrowserWindow, type IpcMainInvokeEvent } from 'electron';
import { CommonErrors } from '../../shared/ipc/errors';
import { IPC_EVENT_CHANNEL, IPC_REQUEST_CHANNEL } from '../../shared/ipc/bridge';
import type { Core } from '../core';
import { isTrustedSender } from '../ipc/senderCheck';

export function attachIpc(core: Core, getWindows: () => BrowserWindow[], devServerUrl: string | undefined): () => void {
  ipcMain.handle(IPC_REQUEST_CHANNEL, async (event: IpcMainInvokeEvent, route: unknown, input: unknown) => {
    const frame = event.senderFrame;
    const trusted =
      frame !== null &&
      isTrustedSender({ url: frame.url, isMainFrame: frame === event.sender.mainFrame }, { devServerUrl });
    if (!trusted)
      return { ok: false, error: { code: CommonErrors.FORBIDDEN, message: 'request from an untrusted frame' } };
    return core.dispatch(typeof route === 'string' ? route : '', input);
  });

  const unsubscribe = core.ctx.bus.subscribe((name, payload) => {
    for (const win of getWindows()) {
      if (win.isDestroyed() || win.webContents.isDestroyed()) continue;
      win.webContents.send(IPC_EVENT_CHANNEL, name, payload);
    }
  });
  return () => {
    unsubscribe();
    ipcMain.removeHandler(IPC_REQUEST_CHANNEL);
  };
}
