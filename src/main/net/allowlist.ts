/**
 * Which hosts a client may reach: the configured model endpoint's host only while the model engine is
 * on; evidence-provider hosts only when the analyst opted in. Hosts are compared lower-cased with their
 * port (`host` of a URL). Loopback is not a blanket exception: a local model server or provider is
 * reached because its own host and port are configured, so a remote provider's redirect or a link in
 * its answer cannot reach other services on this machine. `loopback: true` opens all of it (test fakes).
 */

export interface AllowlistInput {
  /** The model endpoint's base URL, when the model engine is on (null/undefined: engine off). */
  modelBaseUrl?: string | null;
  /** Evidence-provider hosts (`api.example.org` or `api.example.org:8443`). */
  evidenceHosts?: readonly string[];
  /** Whether the analyst opted in to evidence providers; without it `evidenceHosts` are ignored. */
  evidenceOptIn?: boolean;
  /** Allow every loopback host and port (off by default). */
  loopback?: boolean;
}

export interface Allowlist {
  allows(url: URL): boolean;
  /** The hosts named explicitly. */
  readonly hosts: readonly string[];
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** True for localhost, 127.0.0.0/8 and ::1. */
export function isLoopbackHostname(hostname: string): boolean {
  const h = hostname.toLowerCase();
  return LOOPBACK_NAMES.has(h) || h.endsWith('.localhost') || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h);
}

const normalHost = (h: string): string => h.trim().toLowerCase();

export function createAllowlist(input: AllowlistInput): Allowlist {
  const hosts = new Set<string>();
  if (input.modelBaseUrl) hosts.add(normalHost(new URL(input.modelBaseUrl).host));
  if (input.evidenceOptIn) for (const h of input.evidenceHosts ?? []) hosts.add(normalHost(h));
  return {
    hosts: [...hosts],
    allows(url) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
      return hosts.has(normalHost(url.host)) || (input.loopback === true && isLoopbackHostname(url.hostname));
    }
  };
}
