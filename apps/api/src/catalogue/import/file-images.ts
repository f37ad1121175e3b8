// The import's picture step over a media store: sources are URLs or paths relative to the file.
import type { MediaStore } from '../../media/media-store.ts'
import { storeProductPicture } from '../../media/product-images.ts'
import { sourceBytes } from '../../media/source-bytes.ts'
import type { ImageIngest } from './place-images.ts'

export function fileImages(store: MediaStore, baseDir: string): ImageIngest {
  return async (source, opts) => storeProductPicture(store, await sourceBytes(source, baseDir), opts)
}
