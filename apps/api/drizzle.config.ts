import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Each module keeps its tables in its own `*.table.ts` (docs/rules/stack-and-layout.md); no barrel gathers them.
  schema: './apps/api/src/modules/**/*.table.ts',
  out: './apps/api/drizzle',
});
