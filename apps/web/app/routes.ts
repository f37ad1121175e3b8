// Every route of spec §2. Route modules are thin: data in a `.server.ts` sibling, UI in components/features.
import { index, route, type RouteConfig } from '@react-router/dev/routes'

export default [
  index('routes/_index.tsx'),
  route('browse-all', 'routes/browse-all.tsx'),
  route('brands', 'routes/brands._index.tsx'),
  route('brands/:brandSlug', 'routes/brands.$brandSlug.tsx'),
  route('product/:slug', 'routes/product.$slug.tsx'),
  route('binge', 'routes/binge._index.tsx'),
  route('binge/:id', 'routes/binge.$id.tsx'),
  route('tags/:slug', 'routes/tags.$slug.tsx'),
  route('votes', 'routes/votes.tsx'),
  route('guides', 'routes/guides._index.tsx'),
  route('guides/:paramName', 'routes/guides.$paramName.tsx'),
  route('about', 'routes/about.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('terms', 'routes/terms.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  route('checkout/:orderId', 'routes/checkout.$orderId.tsx'),
  route('orders', 'routes/orders._index.tsx'),
  route('orders/:orderId', 'routes/orders.$orderId.tsx'),
  route('login-success', 'routes/login-success.tsx'),
  route('logout-redirect', 'routes/logout-redirect.tsx'),
  // The store's admin (issue 15): operators only; anyone else gets the 404 page.
  route('admin', 'routes/admin._index.tsx'),
  route('admin/orders', 'routes/admin.orders._index.tsx'),
  route('admin/orders/:publicId', 'routes/admin.orders.$publicId.tsx'),
  route('admin/products', 'routes/admin.products._index.tsx'),
  route('admin/products/:id', 'routes/admin.products.$id.tsx'),
  route('admin/guides', 'routes/admin.guides._index.tsx'),
  route('admin/guides/:id', 'routes/admin.guides.$id.tsx'),
  route('*', 'routes/$.tsx'),
] satisfies RouteConfig
