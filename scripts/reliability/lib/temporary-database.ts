// For a script run: a temporary PostgreSQL database (dropped after) when an admin URL is given,
// else in-memory PGlite (url undefined).
export async function temporaryDatabase(adminUrl: string | undefined) {
  if (!adminUrl) return { kind: 'pglite' as const, url: undefined, drop: async () => {} }
  const { temporaryPostgres } = await import('../../../apps/api/test/support/temporary-postgres.ts')
  const temporary = await temporaryPostgres(adminUrl)
  return { kind: 'postgres' as const, url: temporary.url, drop: temporary.drop }
}
