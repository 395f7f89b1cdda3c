/**
 * geotiff.js reads a Cloud-Optimised GeoTIFF by HTTP range requests through a custom client; this
 * client sends each range request through the agent's `NetClient` (allowlist, timeout, size limit,
 * ledger row per request), never geotiff.js's own fetch, and stops the reading once the bytes of all
 * its requests pass a budget.
 */
import { fromCustomClient, type GeoTIFF } from 'geotiff';
import type { NetClient } from '../../net/types';
import { EvidenceError, EvidenceErrors } from '../errors';

export interface CogReadOptions {
  provider: string;
  purpose: string;
  /** Total bytes all range requests of this file may bring in. */
  byteBudget: number;
  signal?: AbortSignal;
}

class NetResponse {
  constructor(
    private readonly res: Response,
    private readonly data: ArrayBuffer
  ) {}
  get ok(): boolean {
    return this.res.status >= 200 && this.res.status < 300;
  }
  get status(): number {
    return this.res.status;
  }
  getHeader(name: string): string | undefined {
    return this.res.headers.get(name) ?? undefined;
  }
  async getData(): Promise<ArrayBuffer> {
    return this.data;
  }
}

export interface OpenCog {
  tiff: GeoTIFF;
  bytesIn(): number;
  requests(): number;
  /** The first failure of a range request (geotiff.js wraps it in an error without the cause). */
  failure(): unknown;
}

/** Opens a COG over the net/ client; the counters tell how many requests and bytes the reading took. */
export async function openCog(net: NetClient, url: string, opts: CogReadOptions): Promise<OpenCog> {
  let bytes = 0;
  let count = 0;
  let first: unknown;
  const request = async (init: { headers?: RequestInit['headers']; signal?: AbortSignal }): Promise<NetResponse> => {
    const res = await net.request(
      url,
      {
        method: 'GET',
        ...(init.headers ? { headers: init.headers } : {}),
        ...(opts.signal ? { signal: opts.signal } : {})
      },
      { purpose: opts.purpose, provider: opts.provider, cache: false }
    );
    const data = await res.arrayBuffer();
    count++;
    bytes += data.byteLength;
    if (res.status === 401 || res.status === 403)
      throw new EvidenceError(
        EvidenceErrors.EVIDENCE_AUTH,
        opts.provider,
        `The image host refused the band file (${res.status}); a signing token may be needed.`,
        res.status
      );
    if (res.status >= 400)
      throw new EvidenceError(
        EvidenceErrors.EVIDENCE_HTTP,
        opts.provider,
        `The image host answered HTTP ${res.status} for a band file.`,
        res.status
      );
    if (bytes > opts.byteBudget)
      throw new EvidenceError(
        EvidenceErrors.EVIDENCE_BAD_ANSWER,
        opts.provider,
        `Reading the band file took more than ${opts.byteBudget} bytes; stopped.`
      );
    return new NetResponse(res, data);
  };
  const client = {
    url,
    request: (init: { headers?: RequestInit['headers']; signal?: AbortSignal } = {}) =>
      request(init).catch((err: unknown) => {
        first ??= err;
        throw err;
      })
  };
  // allowFullFile false: a server that ignores Range and sends the whole file is refused by geotiff.js.
  try {
    const tiff = await fromCustomClient(
      client,
      { allowFullFile: false, blockSize: 65536 } as Parameters<typeof fromCustomClient>[1],
      opts.signal
    );
    return { tiff, bytesIn: () => bytes, requests: () => count, failure: () => first };
  } catch (err) {
    throw first ?? err;
  }
}
