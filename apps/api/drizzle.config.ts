// drizzle-kit reads the schema and writes forward-only SQL migrations: `npm run db:generate -w @portal/api`.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
