import { defineConfig } from 'drizzle-kit';

// Generated migrations live in ./drizzle and must not be edited by hand (except the custom ones).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/tables.ts',
  out: './drizzle',
  casing: 'snake_case',
});
