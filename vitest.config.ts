import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Three projects. The API project runs on SQLite by default and on PostgreSQL when TEST_DATABASE_URL
 * is set (scripts/with-postgres.sh starts a throwaway server and sets it); scripts/test.sh runs it twice.
 */
const apiDatabase = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // The web app's '@/...' imports (apps/web/tsconfig.json paths).
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: { name: 'web', include: ['apps/web/src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: `api-${apiDatabase}`,
          include: ['apps/api/test/**/*.test.ts', 'apps/api/src/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
