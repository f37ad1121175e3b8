// Folders the web server reads, absolute so `npm start` works from any working directory.
// WEB_BUILD_DIR serves another copy of the client/server build (e.g. a snapshot taken for a test run,
// or the next release unpacked beside the current one); it must sit inside the checkout so the bundle
// finds node_modules.
// From the package, not this file: compiled (decision 0816) this file sits in build/node/server/.
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const WEB_ROOT = dirname(fileURLToPath(import.meta.resolve('@haat/web/package.json')))
const at = (rel: string) => resolve(WEB_ROOT, rel)

export const BUILD_DIR = process.env.WEB_BUILD_DIR ? resolve(process.env.WEB_BUILD_DIR) : at('build')
export const BUILD_SERVER_ENTRY = `${BUILD_DIR}/server/index.js`
export const BUILD_CLIENT_DIR = `${BUILD_DIR}/client`
export const PUBLIC_DIR = at('public')
export const MEDIA_DIR = at('../../media')
