// Folders the web server reads, absolute so `npm start` works from any working directory.
// WEB_BUILD_DIR serves another copy of the client/server build (e.g. a snapshot taken for a test run,
// or the next release unpacked beside the current one); it must sit inside the checkout so the bundle
// finds node_modules.
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const at = (rel: string) => fileURLToPath(new URL(rel, import.meta.url))

export const WEB_ROOT = at('..')
export const BUILD_DIR = process.env.WEB_BUILD_DIR ? resolve(process.env.WEB_BUILD_DIR) : at('../build')
export const BUILD_SERVER_ENTRY = `${BUILD_DIR}/server/index.js`
export const BUILD_CLIENT_DIR = `${BUILD_DIR}/client`
export const PUBLIC_DIR = at('../public')
export const MEDIA_DIR = at('../../../media')
