/**
 * What a packaged app refuses that a development run allows, as plain functions: taking the page from
 * ELECTRON_RENDERER_URL (which would drop the CSP and trust that page) and opening DevTools.
 */

/** The dev server's URL to load instead of the app page: only in development, only on this machine. */
export function devServerUrlFor(packaged: boolean, env: NodeJS.ProcessEnv): string | undefined {
  if (packaged) return undefined;
  const url = env.ELECTRON_RENDERER_URL;
  if (!url) return undefined;
  try {
    const u = new URL(url);
    return u.protocol === 'http:' && (u.hostname === 'localhost' || u.hostname === '127.0.0.1') ? url : undefined;
  } catch {
    return undefined;
  }
}

/** DevTools exist in development only. */
export const devToolsAllowed = (packaged: boolean): boolean => !packaged;
