import type { Db } from '../db/client.ts'

/** Placeholder until the demo catalogue generator lands. */
export async function seedDemoIfEmpty(_db: Db): Promise<void> {}
