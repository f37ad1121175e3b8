// sharp (libvips) is loaded with the first picture an operator uploads or imports, not at start: loading
// it adds ~29 MB of resident memory to every instance, and most instances never render a picture.
import type SharpModule from 'sharp'

let loading: Promise<typeof SharpModule> | undefined

export const loadSharp = (): Promise<typeof SharpModule> => (loading ??= import('sharp').then((m) => m.default))
