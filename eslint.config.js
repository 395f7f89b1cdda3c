// Lint rules: typescript-eslint's recommended set, React hooks rules for the renderer, and the
// layering rules: only src/main/electron/** and src/preload/** may import electron, the layers of
// src/main import only downward, agent folders never import each other, and src/shared imports no process.
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

// Layers of src/main point one way (docs/architecture.md): shared ← store/ingest/corpus/events/net/facts/text ←
// evidence ← llm ← claims/agents ← pipeline ← report ← library ← ipc ← core ← electron/host/cli. ESLint keeps
// one no-restricted-imports setting per file, so every block below repeats the electron rule.
const ELECTRON = { name: 'electron', message: 'Only src/main/electron/** and src/preload/** may import electron.' };
const upward = (layers) =>
  layers.flatMap((layer) =>
    [1, 2, 3, 4].flatMap((depth) => ['../'.repeat(depth) + layer, '../'.repeat(depth) + layer + '/**'])
  );
const boundary = (files, layers, why) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { paths: [ELECTRON], patterns: [{ group: upward(layers), message: why }] }]
  }
});
const FEATURES = readdirSync(new URL('./src/renderer/src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
// Client sockets are opened only in src/main/net (the allowlist, limits and outbound ledger).
const SOCKETS = [
  ...['http', 'https', 'http2', 'net', 'tls', 'dgram']
    .flatMap((m) => [m, `node:${m}`])
    .map((name) => ({ name, allowTypeImports: true, message: 'Client sockets are opened only in src/main/net.' })),
  ...['undici', 'ws'].map((name) => ({
    name,
    allowTypeImports: true,
    message: 'Client sockets are opened only in src/main/net.'
  })),
  {
    name: 'electron',
    importNames: ['net', 'netLog'],
    message: 'Outbound requests go through src/main/net, not electron.net.'
  }
];
const ABOVE_LLM = ['claims', 'agents', 'pipeline', 'report', 'library', 'ipc', 'core', 'host', 'cli'];
// Agent folders (src/main/agents/<agent>/), read from the file system like FEATURES. kit/ is the shared
// agents kit every agent may import; the root files (specialist.ts, readContext.ts, runMemo.ts, ...) are
// the contract and may be imported by all.
const AGENTS = readdirSync(new URL('./src/main/agents', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== '__tests__')
  .map((d) => d.name);
const SHARED_KIT = new Set(['kit']);
// Agents write nothing: from store/ they import types only (a hit's or a passage's shape).
const STORE_TYPES = {
  group: upward(['store']),
  allowTypeImports: true,
  message: 'Agents write nothing: they read through ctx.report / ctx.corpus and may import store types only.'
};
const NO_CLAIMS = {
  group: upward(['claims']),
  message: 'Agents never import claims/ internals: what they share with the claims engine lives in text/ or facts/.'
};
const peersOf = (agent) => AGENTS.filter((a) => a !== agent && !SHARED_KIT.has(a));
// One setting per agent folder: sockets, store types only, no claims/, and no other agent folder
// (`group` the import paths that reach one).
// The kit's surface is its index.ts: agents import `../kit`, never a file inside it.
const KIT_SURFACE = {
  group: [1, 2, 3].map((depth) => '../'.repeat(depth) + 'kit/**'),
  message: 'Import the agents kit through its surface (agents/kit/index.ts), not a file inside it.'
};
const agentRules = (group, why, kitSurface = true) => ({
  '@typescript-eslint/no-restricted-imports': [
    'error',
    {
      paths: SOCKETS,
      patterns: [
        STORE_TYPES,
        NO_CLAIMS,
        ...(kitSurface ? [KIT_SURFACE] : []),
        ...(group.length ? [{ group, message: why }] : [])
      ]
    }
  ]
});
// The root files are the contract every agent imports: only the registry composes the agents.
const ROOT_REACHES = AGENTS.filter((a) => !SHARED_KIT.has(a)).flatMap((a) => [`./${a}`, `./${a}/**`]);

export default tseslint.config(
  {
    ignores: [
      'out/**',
      'dist/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'bin/**',
      'scripts/**/*.mjs'
    ]
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }
      ],
      'no-console': 'error'
    }
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' }
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/main/electron/**', 'src/preload/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'electron', message: 'Only src/main/electron/** and src/preload/** may import electron.' }] }
      ]
    }
  },
  boundary(
    ['src/main/{store,ingest,corpus,events,net,facts,text}/**/*.ts', 'src/main/{log,paths,rendererFiles}.ts'],
    ['evidence', 'llm', ...ABOVE_LLM],
    'store/ingest/corpus/events/net/facts/text are the lowest main layer: ' +
      'they never import evidence, llm or anything above it.'
  ),
  boundary(
    ['src/main/evidence/**/*.ts'],
    ['llm', ...ABOVE_LLM],
    'evidence providers sit on net/: they never import llm, agents, pipeline or anything above them.'
  ),
  boundary(
    ['src/main/llm/**/*.ts'],
    ABOVE_LLM,
    'llm never imports claims, agents, pipeline, report, library, ipc or the hosts.'
  ),
  boundary(
    ['src/main/{claims,agents}/**/*.ts'],
    ['pipeline', 'report', 'library', 'ipc', 'core', 'host', 'cli'],
    'claims and agents never import pipeline, report, library, ipc or the hosts (the interfaces they implement live with them).'
  ),
  boundary(
    ['src/main/pipeline/**/*.ts'],
    ['report', 'library', 'ipc', 'core', 'host', 'cli'],
    'pipeline never imports report, library, ipc or the hosts (the compiler is injected through PipelineServices).'
  ),
  boundary(
    ['src/main/report/**/*.ts'],
    ['library', 'ipc', 'core', 'host', 'cli'],
    'report never imports library, ipc or the hosts.'
  ),
  boundary(
    ['src/main/library/**/*.ts'],
    ['ipc', 'core', 'host', 'cli'],
    'library (use cases) never imports ipc or the hosts.'
  ),
  boundary(
    ['src/main/ipc/**/*.ts'],
    ['core', 'host', 'cli'],
    'ipc never imports core.ts or the hosts: the interfaces it needs (CoreContext) live in ipc.'
  ),
  // Outbound requests leave the process only through src/main/net (allowlist, limits, ledger): no
  // other main code may use fetch or open client sockets. The web host's server and test fakes may
  // import node:http. A separate rule name (@typescript-eslint/…) so it never overrides the
  // layering blocks' no-restricted-imports.
  {
    files: ['src/main/**/*.ts'],
    ignores: [
      'src/main/net/**',
      'src/main/host/**',
      'src/main/**/__tests__/**',
      'src/main/llm/fakeOpenAIServer.ts',
      'src/main/evidence/fakes/**'
    ],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource'].map((name) => ({
          name,
          message: 'Outbound requests go through src/main/net (createNetClient).'
        }))
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'globalThis',
          property: 'fetch',
          message: 'Outbound requests go through src/main/net (createNetClient).'
        }
      ],
      '@typescript-eslint/no-restricted-imports': ['error', { paths: SOCKETS }]
    }
  },
  // Agents read the report through their context (agents/readContext.ts) and write nothing: from
  // store/ they may import types only (a hit's or a passage's shape), never a store or a repo. They
  // import no claims/ internals, and one agent folder never imports another (specialist.ts): what
  // two agents share lives in text/ or facts/, or in the agents root and kit/. Same rule name as the
  // block above, so its socket paths are repeated here; blocks for the root files, the registry and
  // each folder.
  {
    files: ['src/main/agents/*.ts'],
    ignores: ['src/main/agents/registry.ts'],
    rules: agentRules(
      ROOT_REACHES,
      'The agents root is the contract agents import: it imports no agent folder (only registry.ts composes them).'
    )
  },
  {
    files: ['src/main/agents/registry.ts'],
    rules: agentRules([], '')
  },
  ...AGENTS.map((agent) => ({
    files: [`src/main/agents/${agent}/**/*.ts`],
    ignores: ['src/main/**/__tests__/**'],
    rules: agentRules(
      upward(peersOf(agent)),
      `Agents never import each other (agents/${agent}): ` +
        'move what two agents share to text/, facts/ or the agents root (kit/).',
      !SHARED_KIT.has(agent)
    )
  })),
  // src/shared is the bottom of every process: it imports nothing from src/main, the preload or the renderer.
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [ELECTRON],
          patterns: [
            {
              group: upward(['main', 'preload', 'renderer']),
              message: 'src/shared imports nothing from src/main, src/preload or the renderer.'
            }
          ]
        }
      ]
    }
  },
  // The CLI (and the batch command to come) analyses through the analyze use case
  // (library/analyzeReport.ts), never by driving the runner itself, and takes an agent's context
  // (readers, outbound client, gateway, evidence providers) from library/agentContexts.ts.
  {
    files: ['src/cli/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/pipeline/runner'],
              importNames: ['createRun', 'runPipeline'],
              message: 'Analyse through analyzeReport (src/main/library/analyzeReport.ts).'
            },
            {
              group: ['**/main/net', '**/main/net/**', '**/pipeline/readContext', '**/llm/configuredGateway'],
              allowTypeImports: true,
              message: 'The CLI builds no net client, reader or gateway: it takes them from library/agentContexts.ts.'
            },
            {
              group: [
                '**/main/evidence',
                '**/main/evidence/index',
                '**/main/evidence/factory',
                '**/main/evidence/types'
              ],
              importNames: ['evidenceFactory', 'NO_PROVIDERS'],
              message: "The CLI builds no evidence providers: take an agent's context from library/agentContexts.ts."
            }
          ]
        }
      ]
    }
  },
  // Renderer features never import each other: what two features share lives in components/, stores/
  // or ipc/ (docs/architecture.md). One block per feature, the electron rule repeated (see above).
  ...FEATURES.map((feature) => ({
    files: [`src/renderer/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [ELECTRON],
          patterns: [
            {
              group: FEATURES.filter((f) => f !== feature).flatMap((f) =>
                [1, 2, 3].flatMap((d) => ['../'.repeat(d) + f, '../'.repeat(d) + f + '/**'])
              ),
              message: `Renderer features never import each other (features/${feature}): move shared code to components/, stores/ or ipc/.`
            }
          ]
        }
      ]
    }
  })),
  {
    files: ['tests/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' }
  }
);
