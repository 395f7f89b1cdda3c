import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/__tests__/**/*.test.ts', 'tests/integration/**/*.test.ts', 'tests/types/**/*.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
    // PGlite is created once per run (globalSetup) and reused by the integration files.
    globalSetup: ['tests/helpers/globalSetup.ts'],
    pool: 'forks',
    typecheck: { enabled: true, include: ['tests/types/**/*.test.ts'], tsconfig: './tsconfig.node.json' }
  }
});
