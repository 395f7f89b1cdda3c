/**
 * Electron shell: single-instance lock (a second launch focuses the first), window creation, the IPC
 * adapter, the application menu and the native open dialog. Everything else is the Electron-free core. The window is
 * created at once; the stores start in the background and report their progress to it.
 */
import { safeStorageEvidenceKeyStore, safeStorageKeyStore } from './keychain';
import { app, BrowserWindow, dialog } from 'electron';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCore, type Core } from '../core';
import { APP_DIR_NAME, defaultDataDir } from '../paths';
import { createMainWindow, installSessionPolicy } from './window';
import { attachIpc } from './ipcAdapter';
import { installAppMenu } from './menu';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const devServerUrl = process.env.ELECTRON_RENDERER_URL;

app.setName(APP_DIR_NAME);
app.enableSandbox();

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  let core: Core | null = null;
  let win: BrowserWindow | null = null;

  app.on('second-instance', (_event, argv) => {
    if (!win) return;
    if (win.isMinimized()) win.restore();
    win.focus();
    const pdf = argv.find((a) => a.toLowerCase().endsWith('.pdf'));
    if (pdf) core?.ctx.bus.emit('app.focus_report', { path: pdf });
  });

  void app.whenReady().then(() => {
    installSessionPolicy(devServerUrl);
    installAppMenu('Sibyl');
    win = createMainWindow(outDir, devServerUrl);
    const dataDir = process.env.SIBYL_DATA_DIR ?? defaultDataDir();
    core = createCore({
      dataDir,
      host: 'electron',
      keys: safeStorageKeyStore(dataDir),
      evidenceKeys: safeStorageEvidenceKeyStore(dataDir),
      chooseFile: async () => {
        const r = await dialog.showOpenDialog({
          properties: ['openFile'],
          filters: [{ name: 'PDF', extensions: ['pdf'] }]
        });
        return r.canceled ? null : (r.filePaths[0] ?? null);
      }
    });
    attachIpc(core, () => BrowserWindow.getAllWindows(), devServerUrl);
  });

  app.on('window-all-closed', () => app.quit());
  app.on('will-quit', (event) => {
    if (!core) return;
    event.preventDefault();
    const closing = core;
    core = null;
    void closing.close().finally(() => app.exit(0));
  });
}
