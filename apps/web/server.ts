// The store's server: `npm start` (production build) or `npm run dev` (Vite, --dev).
// Only a loader setting is imported here: drizzle-orm's import must be resolved after it (0823).
import { loadDrizzleAsCommonJs } from '@haat/api/db/drizzle-as-commonjs'

loadDrizzleAsCommonJs()
await import('./server/start.ts')
