/**
 * Decides whether an IPC message comes from a frame we trust: the main frame of one of our own
 * windows, showing exactly the app's page — `app://sibyl/index.html`, served by the app's own protocol
 * from the built renderer — or, in development only, the local dev server's page. Pure so it can be
 * unit-tested without Electron.
 */
export interface SenderInfo {
  /** URL of the frame that sent the message. */
  url: string;
  /** true when the sender is the top-level frame (not an iframe). */
  isMainFrame: boolean;
}

/** The app's own origin and page (see electron/appProtocol.ts). */
const APP_ORIGIN = 'app://sibyl';
export const APP_PAGE = `${APP_ORIGIN}/index.html`;

/** Node's URL gives a custom scheme the origin "null", so scheme and host are compared instead. */
export const isAppOrigin = (u: URL): boolean => u.protocol === 'app:' && u.host === 'sibyl';

const parse = (url: string): URL | null => {
  try {
    return new URL(url);
  } catch {
    return null;
  }
};

/** The dev server's origin when it is set and on this machine, else null. */
function devOrigin(devServerUrl: string | undefined): string | null {
  const dev = devServerUrl ? parse(devServerUrl) : null;
  if (!dev || dev.protocol !== 'http:' || (dev.hostname !== 'localhost' && dev.hostname !== '127.0.0.1')) return null;
  return dev.origin;
}

/** Whether a URL is the app's page (or, in development, the dev server's): where the window may be. */
export function isAppPage(url: string, devServerUrl: string | undefined): boolean {
  const u = parse(url);
  if (!u) return false;
  if (isAppOrigin(u)) return u.pathname === '/index.html' || u.pathname === '/';
  const dev = devOrigin(devServerUrl);
  return dev !== null && u.origin === dev;
}

export function isTrustedSender(sender: SenderInfo, allowed: { devServerUrl?: string | undefined }): boolean {
  return sender.isMainFrame && isAppPage(sender.url, allowed.devServerUrl);
}
