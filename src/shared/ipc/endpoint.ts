/**
 * What main and the renderer agree on about a model endpoint's URL: its host and whether it is this
 * machine (loopback), i.e. whether report text sent there stays here. Pure and free of zod, so the
 * renderer can import it as a value.
 */

/** True for loopback hosts, as URL.hostname gives them (IPv6 with or without brackets). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** The endpoint's host (with port) and whether it is local; null unless an http(s) URL. */
export function endpointOf(url: string): { host: string; local: boolean } | null {
  try {
    const u = new URL(url.trim());
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    return { host: u.host, local: isLoopbackHost(u.hostname) };
  } catch {
    return null;
  }
}
