import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/domain/test/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // PGlite compiles its WASM per worker; two workers match the machine's two cores.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/test/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Two server tests open a real PGlite (migrations take seconds more on a busy machine).
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
