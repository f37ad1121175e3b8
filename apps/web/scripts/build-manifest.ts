// The production build's manifest of client chunks (what React Router's server build lists for the
// entry and each route), read by the scripts that check the build after `npm run build`.
import { BUILD_SERVER_ENTRY } from '../server/paths.ts'

export type ManifestEntry = { module: string; imports?: string[] }
export type RouteEntry = ManifestEntry & { parentId?: string }

export async function buildManifest(): Promise<{ entry: ManifestEntry; routes: Record<string, RouteEntry> }> {
  const build = (await import(BUILD_SERVER_ENTRY)) as {
    assets: { entry: ManifestEntry; routes: Record<string, RouteEntry> }
  }
  return build.assets
}

/** A manifest entry's module and the modules it imports statically. */
export const filesOf = (e: ManifestEntry) => [e.module, ...(e.imports ?? [])]
