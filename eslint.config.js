// Lint rules: typescript-eslint's recommended set, React hooks rules for the renderer, and the
// layering rule that only src/main/electron/** and src/preload/** may import electron.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'bin/**', 'scripts/**/*.mjs'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
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
      'no-restricted-imports': ['error', { paths: [{ name: 'electron', message: 'Only src/main/electron/** and src/preload/** may import electron.' }] }]
    }
  },
  // Outbound requests leave the process only through src/main/net (allowlist, limits, ledger): no
  // other main code may use fetch or open client sockets. The web host's server and test fakes may
  // import node:http. A separate rule name (@typescript-eslint/…) so it never overrides the
  // layering blocks' no-restricted-imports.
  {
    files: ['src/main/**/*.ts'],
    ignores: ['src/main/net/**', 'src/main/host/**', 'src/main/**/__tests__/**', 'src/main/llm/fakeOpenAIServer.ts'],
    rules: {
      'no-restricted-globals': ['error', ...['fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource'].map((name) => ({ name, message: 'Outbound requests go through src/main/net (createNetClient).' }))],
      'no-restricted-properties': ['error', { object: 'globalThis', property: 'fetch', message: 'Outbound requests go through src/main/net (createNetClient).' }],
      '@typescript-eslint/no-restricted-imports': ['error', {
        paths: [
          ...['http', 'https', 'http2', 'net', 'tls', 'dgram'].flatMap((m) => [m, `node:${m}`]).map((name) => ({ name, allowTypeImports: true, message: 'Client sockets are opened only in src/main/net.' })),
          ...['undici', 'ws'].map((name) => ({ name, allowTypeImports: true, message: 'Client sockets are opened only in src/main/net.' })),
          { name: 'electron', importNames: ['net', 'netLog'], message: 'Outbound requests go through src/main/net, not electron.net.' }
        ]
      }]
    }
  },
  {
    files: ['tests/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' }
  }
);
