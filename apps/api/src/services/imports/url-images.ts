// Pictures of a file uploaded through the admin: http(s) URLs only. A path would read the server's own
// disk (an operator's file must not name /etc/passwd or another shop's media), so it refuses the product.
import type { MediaStore } from '../../media/media-store.ts'
import { storeProductPicture } from '../../media/product-images.ts'
import { sourceBytes } from '../../media/source-bytes.ts'
import type { ImageIngest } from '../../catalogue/import/place-images.ts'

export function urlImages(store: MediaStore): ImageIngest {
  return async (source, opts) => {
    if (!/^https?:\/\//i.test(source)) throw new Error('must be an http(s) URL in an uploaded file')
    return storeProductPicture(store, await sourceBytes(source, '/nonexistent'), opts)
  }
}
