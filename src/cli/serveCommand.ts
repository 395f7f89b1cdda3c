/**
 * `sibyl serve`: the loopback web host; prints the tokenized URL (one JSON line on stdout) and runs
 * until interrupted. With `open`, also hands the URL to the platform's browser opener.
 */
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import type { Core } from '../main/core';
import { startWebHost } from '../main/host/webHost';
import { openInBrowser } from './openBrowser';

function rendererDir(): string {
  return process.env.SIBYL_RENDERER_DIR ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'renderer');
}

export async function serveCommand(core: Core, opts: { port: number; open?: boolean }): Promise<void> {
  const host = await startWebHost(core, { rendererDir: rendererDir(), port: opts.port });
  process.stdout.write(`${JSON.stringify({ url: host.url, port: host.port })}\n`);
  if (opts.open) openInBrowser(host.url, (line) => process.stderr.write(`${line}\n`));
  await new Promise<void>((resolve) => {
    const stop = (): void => resolve();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  await host.close();
}
