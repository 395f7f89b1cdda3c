/**
 * End-to-end tests drive the real renderer in Debian's Chromium through the loopback web host
 * (`sibyl serve`). Electron-window specs live beside them and skip, with a message, where no
 * Electron binary exists.
 */
import { defineConfig } from '@playwright/test';

export const CHROMIUM = process.env.SIBYL_CHROMIUM ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e/specs',
  outputDir: 'test-results/e2e',
  timeout: 240_000,
  // Polling assertions (`toHave…`, `expect.poll`, `toPass`) give up after a minute unless told otherwise.
  expect: { timeout: 60_000, toPass: { timeout: 60_000 } },
  workers: 1,
  retries: 0,
  use: {
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    viewport: { width: 1400, height: 900 },
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic'
      ]
    }
  }
});
