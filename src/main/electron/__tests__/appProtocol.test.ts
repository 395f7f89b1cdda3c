/** The app:// protocol serves the built renderer's files only. */
import { describe, expect, it, vi } from 'vitest';
import { join } from 'node:path';

vi.mock('electron', () => ({ protocol: {} }));
const { rendererFileFor } = await import('../appProtocol');

describe('rendererFileFor', () => {
  const dir = '/opt/Sibyl/resources/app.asar/out/renderer';
  it('maps the app page and its assets into the renderer folder', () => {
    expect(rendererFileFor(dir, 'app://sibyl/index.html')).toBe(join(dir, 'index.html'));
    expect(rendererFileFor(dir, 'app://sibyl/')).toBe(join(dir, 'index.html'));
    expect(rendererFileFor(dir, 'app://sibyl/assets/index-1.js?x=1')).toBe(join(dir, 'assets', 'index-1.js'));
  });
  it('refuses other origins, ways out of the folder and bad escapes', () => {
    expect(rendererFileFor(dir, 'app://other/index.html')).toBeNull();
    // The URL parser folds encoded dot segments itself: the path stays inside the folder.
    expect(rendererFileFor(dir, 'app://sibyl/%2e%2e/%2e%2e/main/index.js')).toBe(join(dir, 'main', 'index.js'));
    expect(rendererFileFor(dir, 'app://sibyl/..%2f..%2fmain%2fcli.js')).toBeNull();
    expect(rendererFileFor(dir, 'app://sibyl/%E0%A4%A')).toBeNull();
    expect(rendererFileFor(dir, 'app://sibyl/a%00.js')).toBeNull();
    expect(rendererFileFor(dir, 'file:///etc/passwd')).toBeNull();
  });
});
