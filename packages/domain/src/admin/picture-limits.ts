// The picture upload limit the admin pages show and the API checks (banners, brand logos), apart from the
// zod schemas so the pages' browser code does not carry zod.
export const MAX_PICTURE_BYTES = 15 * 1024 * 1024
