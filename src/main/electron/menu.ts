/**
 * Installs the application menu (menuTemplate.ts) and delivers its commands to the focused window as
 * an `app.command` event on the one event channel, which the preload bridge hands to the renderer's
 * command registry. No other channel is opened.
 */
import { BrowserWindow, Menu } from 'electron';
import { IPC_EVENT_CHANNEL } from '../../shared/ipc/bridge';
import type { CommandId } from '../../shared/commands';
import { buildMenuTemplate } from './menuTemplate';

export function installAppMenu(appName: string): void {
  const send = (id: CommandId): void => {
    const win = BrowserWindow.getFocusedWindow() ?? BrowserWindow.getAllWindows()[0];
    if (win && !win.isDestroyed() && !win.webContents.isDestroyed())
      win.webContents.send(IPC_EVENT_CHANNEL, 'app.command', { id });
  };
  Menu.setApplicationMenu(Menu.buildFromTemplate(buildMenuTemplate({ platform: process.platform, appName, send })));
}
