/**
 * The main window: sandboxed, context-isolated, no node integration, no remote content, DevTools only
 * in development. It shows `app://sibyl/index.html` (or the dev server's page in development);
 * navigation to anything else, redirects away and new windows are refused; external links are not opened.
 */
import { BrowserWindow, session } from 'electron';
import { join } from 'node:path';
import { APP_PAGE, isAppPage } from '../ipc/senderCheck';
import { RENDERER_CSP } from './csp';
import { devToolsAllowed } from './shellPolicy';

export function installSessionPolicy(devServerUrl: string | undefined): void {
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    const headers = { ...details.responseHeaders };
    if (!devServerUrl) headers['Content-Security-Policy'] = [RENDERER_CSP];
    callback({ responseHeaders: headers });
  });
  session.defaultSession.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
}

export function createMainWindow(
  outDir: string,
  devServerUrl: string | undefined,
  opts: { packaged: boolean }
): BrowserWindow {
  const win = new BrowserWindow({
    width: 1440,
    height: 900,
    minWidth: 960,
    minHeight: 600,
    show: false,
    title: 'Sibyl',
    webPreferences: {
      preload: join(outDir, 'preload', 'index.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      spellcheck: false,
      devTools: devToolsAllowed(opts.packaged)
    }
  });
  win.once('ready-to-show', () => win.show());
  win.webContents.setWindowOpenHandler(() => ({ action: 'deny' }));
  const stayHome = (event: { preventDefault(): void }, url: string): void => {
    if (!isAppPage(url, devServerUrl)) event.preventDefault();
  };
  win.webContents.on('will-navigate', stayHome);
  win.webContents.on('will-redirect', stayHome);
  void win.loadURL(devServerUrl ?? APP_PAGE);
  return win;
}
