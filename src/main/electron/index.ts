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
import { registerAppScheme, serveAppProtocol } from './appProtocol';
import { attachPickedFiles } from './pickedFilesIpc';
import { devServerUrlFor } from './shellPolicy';
import { createPickedFiles } from '../ipc/pickedFiles';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..');
// A packaged app never takes its page from the environment (that would drop the CSP and trust any page).
const devServerUrl = devServerUrlFor(app.isPackaged, process.env);
const picked = createPickedFiles();

app.setName(APP_DIR_NAME);
app.enableSandbox();
registerAppScheme();

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
    if (!pdf) return;
    picked.add(pdf);
    core?.ctx.bus.emit('app.focus_report', { path: pdf });
  });

  void app.whenReady().then(() => {
    installSessionPolicy(devServerUrl);
    serveAppProtocol(join(outDir, 'renderer'));
    installAppMenu('Sibyl');
    attachPickedFiles(picked, devServerUrl);
    win = createMainWindow(outDir, devServerUrl, { packaged: app.isPackaged });
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
        const path = r.canceled ? null : (r.filePaths[0] ?? null);
        if (path) picked.add(path);
        return path;
      },
      pickedFiles: picked
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
