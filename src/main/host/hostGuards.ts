/**
 * Request guards of the loopback web host: the Host header must name this host (127.0.0.1 or
 * localhost with our port, so a DNS-rebinding page cannot talk to us), the Origin must match it, and
 * the per-start token travels in the first page URL only and then in an HttpOnly, SameSite=Strict cookie.
 */
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** True when the Host header names this loopback host and port exactly. */
export function allowedHost(req: IncomingMessage, port: number): boolean {
  const host = (req.headers.host ?? '').toLowerCase();
  return host === `127.0.0.1:${port}` || host === `localhost:${port}`;
}

/** Browsers send Origin on WebSocket upgrades; it must be this host. Non-browser clients send none. */
export function sameOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  return origin === `http://${req.headers.host ?? ''}`;
}

/** Cookie names are per port: cookies ignore ports, and two hosts may run side by side. */
const tokenCookieName = (port: number): string => `sibyl_token_${port}`;

export function tokenCookie(port: number, token: string): string {
  return `${tokenCookieName(port)}=${token}; HttpOnly; SameSite=Strict; Path=/`;
}

export function cookieToken(req: IncomingMessage, port: number): string {
  const name = tokenCookieName(port);
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return '';
}

/** Constant-time comparison of a presented token with the host's token. */
export function tokenMatches(given: string, token: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}
