/**
 * The bridge: exposes `window.sibyl.request(route, input)` and `window.sibyl.on(event, cb)` and
 * nothing else. Transport only: no raw ipcRenderer, no any-channel invoke; the IpcRendererEvent is
 * stripped before renderer callbacks run; `on` returns an unsubscribe.
 */
import { contextBridge, ipcRenderer, webUtils, type IpcRendererEvent } from 'electron';
import type { SibylBridge } from '../shared/ipc/bridge';

const bridge: SibylBridge = {
  request: (route, input) => ipcRenderer.invoke('sibyl:request', route, input),
  on(event, cb) {
    const listener = (_e: IpcRendererEvent, name: string, payload: unknown): void => {
      if (name === event) cb(payload);
    };
    ipcRenderer.on('sibyl:event', listener);
    return () => ipcRenderer.removeListener('sibyl:event', listener);
  },
  // A path exists only for a real file from the system; main records it as picked by the analyst.
  pathForFile: (file) => {
    const path = webUtils.getPathForFile(file);
    if (path) ipcRenderer.sendSync('sibyl:picked', path);
    return path;
  }
};

contextBridge.exposeInMainWorld('sibyl', bridge);
