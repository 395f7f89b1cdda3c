/**
 * The docs say what the code is: every source folder carries a one-line charter (README.md), every
 * agent the build registers is named in docs/architecture.md with its folder, and no doc line calls a
 * registered agent unbuilt.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRODUCT_SPECIALISTS } from '../../src/main/agents/registry';
import { agentText } from '../../src/shared/report/labels';

const ROOT = resolve(__dirname, '../..');
const SKIP = new Set(['__tests__', 'fixtures', 'node_modules']);
const SOURCE = /\.(ts|tsx|css)$/;

/** Folders under `dir` that hold source files, test folders left out. */
function sourceFolders(dir: string): string[] {
  const entries = readdirSync(dir, { withFileTypes: true });
  const here = entries.some((e) => e.isFile() && SOURCE.test(e.name)) ? [dir] : [];
  const below = entries
    .filter((e) => e.isDirectory() && !SKIP.has(e.name))
    .flatMap((e) => sourceFolders(join(dir, e.name)));
  return [...here, ...below];
}

/** The charter: the README's first line that is not a heading or blank, or null without a README. */
function charterOf(folder: string): string | null {
  const readme = join(folder, 'README.md');
  if (!existsSync(readme)) return null;
  const line = readFileSync(readme, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .find((l) => l && !l.startsWith('#'));
  return line ?? null;
}

/** An agent's folder under src/main/agents, read from where its factory is defined. */
function agentFolder(id: string): string {
  const folders = readdirSync(join(ROOT, 'src/main/agents'), { withFileTypes: true }).filter((e) => e.isDirectory());
  const hit = folders.find((f) => {
    const agentFile = join(ROOT, 'src/main/agents', f.name, 'agent.ts');
    return existsSync(agentFile) && readFileSync(agentFile, 'utf8').includes(`'${id}'`);
  });
  if (!hit) throw new Error(`no agents/<folder>/agent.ts names '${id}'`);
  return hit.name;
}

describe('docs are true to the code', () => {
  it('every source folder has a one-line charter', () => {
    const folders = sourceFolders(join(ROOT, 'src'));
    expect(folders.length).toBeGreaterThan(50);
    const missing = folders.filter((f) => !charterOf(f)).map((f) => relative(ROOT, f));
    expect(missing, 'folders without a README.md charter').toEqual([]);
    const long = folders.filter((f) => (charterOf(f) ?? '').length > 240).map((f) => relative(ROOT, f));
    expect(long, 'charters longer than a line (move the detail to docs/)').toEqual([]);
  });

  it('a folder without a README has no charter (the check can fail)', () => {
    expect(charterOf(join(ROOT, 'tests/fixtures'))).toBeNull();
  });

  it('names every registered agent with its folder in docs/architecture.md', () => {
    const doc = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
    expect(PRODUCT_SPECIALISTS.length).toBe(5);
    for (const agent of PRODUCT_SPECIALISTS) {
      expect(doc, agentText(agent.id)).toContain(agentText(agent.id));
      expect(doc, agent.id).toContain(`agents/${agentFolder(agent.id)}/`);
    }
    const unbuilt = doc.split('\n').filter((l) => /not (yet )?built|\(next\)/i.test(l));
    expect(unbuilt).toEqual([]);
  });
});
