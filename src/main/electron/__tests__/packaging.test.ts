/** What electron-builder packs and how it seals the binary (electron-builder.yml). */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const root = join(__dirname, '..', '..', '..', '..');
const yaml = createRequire(import.meta.url)('js-yaml') as { load(text: string): unknown };
const config = yaml.load(readFileSync(join(root, 'electron-builder.yml'), 'utf8')) as {
  files: string[];
  asar: boolean;
  electronFuses?: Record<string, boolean>;
};

describe('packaging', () => {
  it('sets the fuses: no RunAsNode, no NODE_OPTIONS, no inspect arguments, asar only, asar integrity', () => {
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      onlyLoadAppFromAsar: true,
      enableEmbeddedAsarIntegrityValidation: true
    });
    expect(config.asar).toBe(true);
  });

  it('leaves the command line out of the app package', () => {
    expect(config.files).toContain('out/**');
    expect(config.files).toContain('!out/main/cli.js');
  });

  it('has an electron-builder that knows the electronFuses option', () => {
    const types = readFileSync(join(root, 'node_modules', 'app-builder-lib', 'out', 'configuration.d.ts'), 'utf8');
    expect(types).toMatch(/readonly electronFuses\?/);
  });
});
