import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import globals from 'globals'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

// Layers are one-way: domain <- api <- web. A lower layer importing a higher one is an error.
const boundary = (from, banned) => ({
  files: [`${from}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: banned.map((b) => ({ group: [b, `${b}/*`], message: `${from} must not import ${b}` })) },
    ],
  },
})

// apps/web/app is one-way too, as bulletproof-react's import/no-restricted-paths sets it up:
// routes and shell (the app) -> features -> shared (components, lib, store, content) -> @haat/domain.
// A feature imports another only through that feature's public entries, named here.
const WEB = './apps/web/app'
const FEATURES = readdirSync(new URL('apps/web/app/features', import.meta.url)).sort()
const PUBLIC_ENTRIES = {
  auth: ['use-sign-in.ts'],
  binge: ['ReelStrip.tsx', 'ReelStripSkeleton.tsx', 'ReelVideo.tsx', 'VideosStrip.tsx'],
  cart: ['add-to-bag.ts', 'bag-lines.ts', 'checkout-parts.ts', 'use-cart-data.ts', 'use-cart-sync.ts'],
  checkout: [
    'checkout-bag.ts',
    'reopen-bag.ts',
    'started-checkouts.ts',
    'use-start-checkout.ts',
    'use-started-checkouts.ts',
  ],
  delivery: ['DeliveryNote.tsx', 'LazyPincodeCheck.tsx', 'use-pincode-lookup.ts'],
  guides: ['PicksGrid.tsx'],
  listing: ['BrandCard.tsx', 'ProductCard.tsx'],
  orders: [
    'OrderGate.tsx',
    'OrderLines.tsx',
    'OrderStatusBadge.tsx',
    'OrderTotals.tsx',
    'OrdersLink.tsx',
    'use-order.ts',
  ],
  share: ['GuideShare.tsx', 'LazyShareButtons.tsx', 'TapeShare.tsx'],
  upvote: [
    'SavingsScreen.tsx',
    'UpvoteBanner.tsx',
    'UpvoteButton.tsx',
    'pending-upvote.ts',
    'use-discount-reveal.ts',
    'use-upvote.ts',
  ],
}
const publicEntriesBesides = (feature) =>
  Object.entries(PUBLIC_ENTRIES).flatMap(([f, files]) =>
    f === feature ? [] : files.map((e) => `./${f}/${e}`),
  )
const SHARED = ['components', 'lib', 'store', 'content'].map((d) => `${WEB}/${d}`)
const webLayers = {
  files: ['apps/web/app/**/*.{ts,tsx}'],
  plugins: { 'import-x': importX },
  settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        basePath: import.meta.dirname,
        zones: [
          {
            target: SHARED,
            from: [`${WEB}/features`, `${WEB}/routes`, `${WEB}/shell`],
            message:
              'Shared code (components, lib, store, content) must not import features, routes or the shell.',
          },
          {
            target: `${WEB}/features`,
            from: [`${WEB}/routes`, `${WEB}/shell`],
            message: 'Features must not import routes or the shell.',
          },
          ...FEATURES.map((feature) => ({
            target: `${WEB}/features/${feature}`,
            from: `${WEB}/features`,
            except: [`./${feature}`, ...publicEntriesBesides(feature)],
            message: `features/${feature} may import another feature only through its public entries (PUBLIC_ENTRIES in eslint.config.js).`,
          })),
        ],
      },
    ],
  },
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/.react-router/**',
      '.tools/**',
      'data/**',
      'media/**',
      'test-results/**',
      'playwright-report/**',
      'reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['apps/web/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  boundary('packages/domain', ['@haat/api', '@haat/web', 'react', 'fastify', 'drizzle-orm']),
  boundary('apps/api', ['@haat/web', 'react']),
  webLayers,
)
