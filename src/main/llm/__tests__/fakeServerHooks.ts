/**
 * Test support (not a test file): one fake OpenAI-compatible server per test file, reset before
 * each test to a default answer, and a bounded poll for conditions on it. Shared by the gateway,
 * model-engine, dedupe and judge tests.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startFakeOpenAI, type DefaultHandler, type FakeOpenAI } from '../fakeOpenAIServer';

/** Polls a condition (no timing assertion: it only bounds how long the test waits). */
export async function waitFor(cond: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 2000; i++) {
    if (cond()) return;
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * Starts the server before the file's tests and closes it after; before each test, optionally waits
 * for requests an earlier test cancelled to close, then resets it to `defaultHandler`. The returned
 * object forwards to the running server, so tests use it as the server itself.
 */
export function useFakeOpenAI(defaultHandler: DefaultHandler, opts: { waitForIdle?: boolean } = {}): FakeOpenAI {
  let server: FakeOpenAI | undefined;
  const running = (): FakeOpenAI => {
    if (!server) throw new Error('the fake server is used outside a test');
    return server;
  };
  beforeAll(async () => {
    server = await startFakeOpenAI();
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(async () => {
    if (opts.waitForIdle) await waitFor(() => running().inFlight === 0, 'earlier requests to close');
    running().reset();
    running().setDefault(defaultHandler);
  });
  return new Proxy({} as FakeOpenAI, { get: (_, key) => Reflect.get(running(), key) });
}
