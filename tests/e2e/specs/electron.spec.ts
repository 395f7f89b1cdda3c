/**
 * The real Electron window. Runs where an Electron binary exists; on machines where the electron
 * package could not fetch its binary (no route to its download host) it skips with that reason.
 */
import { _electron as electron, expect, test } from '@playwright/test';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function electronBinary(): string | null {
  try {
    const path = createRequire(import.meta.url)('electron') as unknown as string;
    return typeof path === 'string' && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

const binary = electronBinary();

test.describe('Electron window', () => {
  test.skip(!binary, 'No Electron binary on this machine: the electron package downloads it at first use and this machine cannot reach its host. The same renderer is covered through the web host specs.');

  test('opens the window sandboxed, shows the library and talks to main', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sibyl-electron-'));
    const app = await electron.launch({ executablePath: binary!, args: [join(__dirname, '..', '..', '..', 'out', 'main', 'index.js')], env: { ...process.env, SIBYL_DATA_DIR: dataDir } });
    try {
      const win = await app.firstWindow();
      await expect(win.locator('[data-app-state="ready"]')).toBeVisible({ timeout: 180_000 });
      // Sandboxed, isolated renderer: the bridge is there, Node is not.
      const exposed = await win.evaluate(() => {
        const g = globalThis as unknown as Record<string, unknown>;
        return { sibyl: typeof g.sibyl, require: typeof g.require, process: typeof g.process };
      });
      expect(exposed).toEqual({ sibyl: 'object', require: 'undefined', process: 'undefined' });
      const status = await win.evaluate(async () => (globalThis as unknown as { sibyl: { request(r: string, i: unknown): Promise<{ ok: boolean; data: { host: string } }> } }).sibyl.request('app.status', {}));
      expect(status.ok).toBe(true);
      expect(status.data.host).toBe('electron');
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
