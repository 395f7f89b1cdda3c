/**
 * Decides whether an IPC message comes from a frame we trust: the main frame of one of our own
 * windows, loaded from the app's own origin. Pure so it can be unit-tested without Electron.
 */
export interface SenderInfo {
  /** URL of the frame that sent the message. */
  url: string;
  /** true when the sender is the top-level frame (not an iframe). */
  isMainFrame: boolean;
}

export function isTrustedSender(sender: SenderInfo, allowed: { devServerUrl?: string | undefined }): boolean {
  if (!sender.isMainFrame) return false;
  let url: URL;
  try {
    url = new URL(sender.url);
  } catch {
    return false;
  }
  if (url.protocol === 'file:') return url.pathname.endsWith('/renderer/index.html');
  if (allowed.devServerUrl) {
    const dev = new URL(allowed.devServerUrl);
    return url.origin === dev.origin && (url.hostname === 'localhost' || url.hostname === '127.0.0.1');
  }
  return false;
}
