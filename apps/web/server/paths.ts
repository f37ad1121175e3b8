// Folders the web server reads, absolute so `npm start` works from any working directory.
import { fileURLToPath } from 'node:url'

const at = (rel: string) => fileURLToPath(new URL(rel, import.meta.url))

export const WEB_ROOT = at('..')
export const BUILD_SERVER_ENTRY = at('../build/server/index.js')
export const BUILD_CLIENT_DIR = at('../build/client')
export const PUBLIC_DIR = at('../public')
export const MEDIA_DIR = at('../../../media')
