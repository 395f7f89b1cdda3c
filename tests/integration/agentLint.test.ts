/**
 * The lint rules that keep agents apart bite (eslint.config.js): an agent folder that imports another
 * agent or a claims/ internal, and src/shared importing from src/main, are errors; an agent importing
 * the agents root, the kit, text/ or facts/ is not. Runs ESLint's Node API on snippets, no file written.
 */
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const AGENTS = readdirSync(resolve(ROOT, 'src/main/agents'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== '__tests__' && d.name !== 'kit')
  .map((d) => d.name);

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The messages ESLint gives a snippet as if it were the file at `path` (relative to the repository). */
async function lint(path: string, code: string): Promise<Array<{ ruleId: string | null; message: string }>> {
  const [result] = await eslint.lintText(code, { filePath: resolve(ROOT, path) });
  return (result?.messages ?? []).map((m) => ({ ruleId: m.ruleId, message: m.message }));
}

const importing = (spec: string): string => `import { x } from '${spec}';\nexport const y = x;\n`;

describe('lint keeps agents apart', () => {
  it('reads every agent folder this build has', () => {
    expect(AGENTS).toEqual(
      expect.arrayContaining(['academic', 'dataMetrics', 'geography', 'judge', 'legal', 'news', 'orchestrator'])
    );
  });

  it.each(AGENTS)('refuses another agent folder imported from %s', async (agent) => {
    const other = AGENTS.find((a) => a !== agent)!;
    for (const path of [`src/main/agents/${agent}/probe.ts`, `src/main/agents/${agent}/sub/probe.ts`]) {
      const depth = path.split('/').length - 4;
      const messages = await lint(path, importing(`${'../'.repeat(depth)}${other}/agent`));
      expect(messages).toEqual([
        expect.objectContaining({
          ruleId: '@typescript-eslint/no-restricted-imports',
          message: expect.stringContaining(`Agents never import each other (agents/${agent})`)
        })
      ]);
    }
  });

  it('refuses an agent folder in the agents root, except in the registry', async () => {
    expect(await lint('src/main/agents/expectedAgents.ts', importing('./academic/technical'))).toEqual([
      expect.objectContaining({ message: expect.stringContaining('The agents root is the contract agents import') })
    ]);
    expect(await lint('src/main/agents/registry.ts', importing('./academic/agent'))).toEqual([]);
  });

  it('refuses claims/ internals in an agent folder and in the agents root, type imports included', async () => {
    for (const [path, spec] of [
      ['src/main/agents/legal/gaps/probe.ts', '../../../claims/offline/detect'],
      ['src/main/agents/dataMetrics/probe.ts', '../../claims/engine'],
      ['src/main/agents/probe.ts', '../claims/claimRunner']
    ] as const) {
      expect(await lint(path, importing(spec))).toEqual([
        expect.objectContaining({ message: expect.stringContaining('Agents never import claims/ internals') })
      ]);
    }
    const typeOnly = `import type { X } from '../../claims/engine';\nexport type Y = X;\n`;
    expect(await lint('src/main/agents/news/probe.ts', typeOnly)).toHaveLength(1);
  });

  it('allows the agents root, the kit, text/, facts/ and store types', async () => {
    const code = [
      "import type { AgentReads } from '../readContext';",
      "import type { SpecialistAgent } from '../specialist';",
      "import { kit } from '../kit';",
      "import { anchorQuote } from '../../text/anchor';",
      "import { ghgInventory } from '../../facts/inventory';",
      "import type { SearchHit } from '../../store/lance/search';",
      'export const all = [kit, anchorQuote, ghgInventory];',
      'export type Reads = [AgentReads, SpecialistAgent, SearchHit];',
      ''
    ].join('\n');
    expect(await lint('src/main/agents/legal/probe.ts', code)).toEqual([]);
    expect(await lint('src/main/agents/orchestrator/probe.ts', code)).toEqual([]);
  });

  it('lets agents reach the kit only through its surface (kit/index.ts)', async () => {
    expect(await lint('src/main/agents/news/probe.ts', importing('../kit/perClaim'))).toEqual([
      expect.objectContaining({ message: expect.stringContaining('agents kit through its surface') })
    ]);
    expect(await lint('src/main/agents/legal/gaps/probe.ts', importing('../../kit/answers'))).toHaveLength(1);
    expect(await lint('src/main/agents/kit/probe.ts', importing('./perClaim'))).toEqual([]);
  });

  it('refuses src/main and the renderer in src/shared, and allows shared siblings', async () => {
    for (const spec of ['../../main/facts/figures', '../../renderer/src/ipc/client']) {
      expect(await lint('src/shared/domain/probe.ts', importing(spec))).toEqual([
        expect.objectContaining({
          ruleId: 'no-restricted-imports',
          message: expect.stringContaining('src/shared imports nothing from src/main')
        })
      ]);
    }
    expect(await lint('src/shared/domain/probe.ts', importing('./claim'))).toEqual([]);
  });
});
