// Every Hindi message by its English source (decision 0790). Server only: a Hindi page names the parsed
// messages' script (lib/i18n/catalogue-script.server.ts, decision 0813), never a module of the build.
import { account } from './hi/account.ts'
import { binge } from './hi/binge.ts'
import { checkout } from './hi/checkout.ts'
import { delivery } from './hi/delivery.ts'
import { errors } from './hi/errors.ts'
import { guides } from './hi/guides.ts'
import { home } from './hi/home.ts'
import { listing } from './hi/listing.ts'
import { meta } from './hi/meta.ts'
import { orders } from './hi/orders.ts'
import { product } from './hi/product.ts'
import { shared } from './hi/shared.ts'
import { shell } from './hi/shell.ts'

export const HINDI_MESSAGES: Readonly<Record<string, string>> = {
  ...shell,
  ...home,
  ...product,
  ...checkout,
  ...delivery,
  ...listing,
  ...binge,
  ...guides,
  ...orders,
  ...account,
  ...errors,
  ...meta,
  ...shared,
}
