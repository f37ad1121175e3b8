// Configuration from the environment, validated once at start: a wrong value stops start-up naming it.
import { z } from 'zod'
import { gstinState } from '@haat/domain/gst/gstin'
import { withEmbeddedIssuer } from '../oidc/embedded-issuer.ts'
import { parseSettingsKey } from '../services/secrets/secret-box.ts'

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public origin of the store (used for canonical URLs, the OIDC issuer, sitemap). */
  PUBLIC_ORIGIN: z.url().optional(),
  /** PostgreSQL connection string; unset = embedded PGlite in DATA_DIR. */
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  REDIS_URL: z.url().optional(),
  /** Names this store's keys and channel in Redis: stores (or staging and production) sharing one Redis
   *  keep apart by giving each its own. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/i, 'letters, digits and hyphens, at most 64')
    .default('haat'),
  /**
   * Behind a load balancer: which proxies may set X-Forwarded-For/-Proto (rate limits key on the client
   * address). 'false' (default) trusts none, 'true' trusts all, anything else is a comma list of proxy
   * addresses/CIDRs (e.g. '10.0.0.0/8,127.0.0.1').
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v): boolean | string => (v === 'true' ? true : v === 'false' ? false : v)),
  /**
   * Other origins (comma list, e.g. 'https://app.example,https://admin.example') whose pages may call
   * /api from the browser. Unset = CORS closed: only the store's own pages.
   */
  CORS_ORIGINS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url())),
  /** On SIGTERM: how long in-flight requests may take to finish before the process leaves anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Seed the demo catalogue when the database has no products. */
  SEED_DEMO: bool.default(true),
  /** Second reading of spec §4/§6: guests must sign in to upvote (401 instead of a guest vote). */
  UPVOTE_REQUIRES_SIGN_IN: bool.default(false),
  /** HMAC key for guest ids; when unset one is generated once and kept in the `settings` table. */
  GUEST_ID_SECRET: z.string().min(32).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Guest upvotes allowed per client per minute. */
  GUEST_VOTE_RATE_LIMIT: z.coerce.number().int().positive().default(60),
  SIGNED_IN_VOTE_RATE_LIMIT: z.coerce.number().int().positive().default(120),
  /** Sign-in: the login provider's issuer; unset = the embedded one, or none (401) with OIDC_EMBEDDED=false. */
  OIDC_ISSUER: z.url().optional(),
  OIDC_AUDIENCE: z.string().min(1).default('haat-api'),
  /** Default `${OIDC_ISSUER}/jwks`. */
  OIDC_JWKS_URI: z.url().optional(),
  /** With OIDC_ISSUER unset, the store's own login provider at /oidc is the issuer (src/oidc). */
  OIDC_EMBEDDED: bool.default(true),
  /** The public client the store's pages sign in with, at the embedded provider or at OIDC_ISSUER. */
  OIDC_CLIENT_ID: z.string().min(1).default('haat-web'),
  /** Embedded sign-in: attempts per email per minute, and sign-in/sign-up posts per address per minute. */
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  SIGN_IN_IP_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  /** Client log reports (POST /api/ui-logger) allowed per client per minute. */
  CLIENT_LOG_RATE_LIMIT: z.coerce.number().int().positive().default(120),
  /** Product views are counted in memory and written this often, a few products a statement (decisions 0145, 0822). */
  VIEW_COUNT_FLUSH_MS: z.coerce.number().int().min(0).default(10_000),
  /** Listing totals (totalElements, totalUpvotes) are reused this long per filter; votes move them and catalogue changes empty them (decision 0837); 0 counts on every request. */
  LISTING_COUNT_CACHE_MS: z.coerce.number().int().min(0).default(300_000),
  /** A listing page's cards and stored answers are reused this long (votes are laid over them, decision 0640); 0 reads every time. */
  LISTING_PAGE_CACHE_MS: z.coerce.number().int().min(0).default(30_000),
  /** A shared page (catalogue pages, apps/web/server/page-cache) is sent from its stored copy this long; 0 renders every time. */
  PAGE_CACHE_MS: z.coerce.number().int().min(0).default(30_000),
  /** A page about one product (decision 0821), and its product's API answer (0835): everything on them that a vote or a catalogue change moves ages, patches or empties the copy, so it lives longer. */
  PRODUCT_PAGE_CACHE_MS: z.coerce.number().int().min(0).default(300_000),
  /** Stored pages pushed out of memory wait on local disk up to this many bytes (decision 0838); 0 keeps none. */
  PAGE_CACHE_DISK_BYTES: z.coerce.number().int().min(0).default(268_435_456), // 256 MB
  /** Where the folder of those pages is made (one per process, removed on close); default the OS's temporary folder. */
  PAGE_CACHE_DIR: z.string().min(1).optional(),
  /** How long a stored page may still show a count that a vote has moved before it is rendered anew (decision 0801). */
  PAGE_VOTE_LAG_MS: z.coerce.number().int().min(0).default(5000),
  /** How often glibc is asked to hand the memory it holds free back to the system (malloc_trim, decision 0844); 0 never. */
  MALLOC_TRIM_MS: z.coerce.number().int().min(0).default(2000),
  /**
   * 'shopify': the SHOPIFY_* store is the default shop of platform-channel brands that have none of their
   * own (docs/checkout.md, decision 0620). Other brands always check out in the store itself.
   */
  CHECKOUT_ADAPTER: z.enum(['builtin', 'shopify']).default('builtin'),
  /** Shopify: 'shop.myshopify.com' or a full origin; with the Storefront API token and version. */
  SHOPIFY_STORE_DOMAIN: z.string().min(1).optional(),
  SHOPIFY_STOREFRONT_TOKEN: z.string().min(1).optional(),
  SHOPIFY_API_VERSION: z
    .string()
    .regex(/^[0-9]{4}-[0-9]{2}$/, 'must look like 2025-07')
    .default('2025-07'),
  /** Admin API token (scope write_discounts) of that store: upvote discount codes (decision 0621). */
  SHOPIFY_ADMIN_TOKEN: z.string().min(1).optional(),
  /** Admin API version for discount codes (the input shape used needs 2025-10 or later). */
  SHOPIFY_ADMIN_API_VERSION: z
    .string()
    .regex(/^[0-9]{4}-[0-9]{2}$/, 'must look like 2026-07')
    .refine((v) => v >= '2025-10', 'must be 2025-10 or later (discount context input)')
    .default('2026-07'),
  /**
   * Seals shop tokens at rest (AES-256-GCM): 32 bytes as 64 hex characters or base64
   * (`openssl rand -base64 32`). Required in production on PostgreSQL; the embedded default makes one.
   */
  SETTINGS_ENCRYPTION_KEY: z
    .string()
    .refine((v) => parseSettingsKey(v) !== null, 'must be 32 bytes: 64 hex characters or base64')
    .optional(),
  /** Meta Conversions API: events are forwarded when both are set. */
  META_PIXEL_ID: z
    .string()
    .regex(/^[0-9]+$/, 'must be the numeric pixel id')
    .optional(),
  META_ACCESS_TOKEN: z.string().min(1).optional(),
  META_GRAPH_URL: z.url().default('https://graph.facebook.com'),
  /** Sends events as test events (Events Manager → Test events) while setting up. */
  META_TEST_EVENT_CODE: z.string().min(1).optional(),
  /** Checkouts created, and payments tried, per signed-in shopper (else per address) per minute. */
  CHECKOUT_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  PAY_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  /**
   * Transactional mail (src/email): 'smtp://user:pass@host:587' (STARTTLS when offered) or
   * 'smtps://…:465'. Unset = every message is written as an .eml file to OUTBOX_DIR instead.
   */
  SMTP_URL: z
    .url()
    .refine((u) => /^smtps?:$/.test(new URL(u).protocol), 'must start with smtp:// or smtps://')
    .optional(),
  /** The sender shoppers see, e.g. 'haat <orders@haat.example>'. */
  MAIL_FROM: z.string().min(3).default('haat <no-reply@haat.localhost>'),
  /** Default `${DATA_DIR}/outbox` (only used without SMTP_URL). */
  OUTBOX_DIR: z.string().min(1).optional(),
  /** Job queue (src/jobs): this instance runs jobs (mail, Meta retries, retention) when true. */
  JOBS_WORKER: bool.default(true),
  JOB_POLL_MS: z.coerce.number().int().min(50).default(2000),
  /** A failed job waits base·2^(attempt-1), at most the cap, before its next attempt. */
  JOB_RETRY_BASE_MS: z.coerce.number().int().min(1).default(10_000),
  JOB_RETRY_CAP_MS: z.coerce.number().int().min(1).default(3_600_000),
  /** Retention (days) of browser logs, advertising events and finished jobs; 0 keeps them forever. */
  CLIENT_LOG_RETENTION_DAYS: z.coerce.number().int().min(0).default(30),
  TRACKED_EVENT_RETENTION_DAYS: z.coerce.number().int().min(0).default(90),
  JOB_RETENTION_DAYS: z.coerce.number().int().min(0).default(14),
  // Who changed what in the admin: kept two years by default (disputes, chargebacks, GST queries).
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(0).default(730),
  /** GET /metrics answers only `Authorization: Bearer <METRICS_TOKEN>`; unset = /metrics is off (404). */
  METRICS_TOKEN: z.string().min(16, 'must have at least 16 characters').optional(),
  /** Password reset and email verification: links per email and per address per hour. */
  ACCOUNT_MAIL_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  ACCOUNT_MAIL_IP_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  /** Where uploaded and imported media live (decision 0743): a local folder, or an S3-compatible store. */
  MEDIA_STORE: z.enum(['local', 's3']).default('local'),
  /** `npm run catalogue -- sync` keeps running and syncs Shopify-channel brands this often; 0 = once. */
  SHOPIFY_SYNC_MINUTES: z.coerce.number().int().min(0).default(0),
  /** MEDIA_STORE=local: the folder; default DATA_DIR/media. */
  MEDIA_DIR: z.string().min(1).optional(),
  /** MEDIA_STORE=s3: the bucket (required), endpoint (unset = AWS), region and keys. */
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Path-style URLs (endpoint/bucket/key): what MinIO and most self-hosted stores want. */
  S3_FORCE_PATH_STYLE: bool.default(false),
  S3_PREFIX: z
    .string()
    .regex(/^(?:[a-z0-9-]+\/)*$/, "must be '' or end with '/' (e.g. 'haat/')")
    .default(''),
  /**
   * Who takes online payments (docs/payments.md): Razorpay, or the built-in sandbox gateway that speaks
   * Razorpay's protocol with test inputs only. Unset: razorpay when RAZORPAY_KEY_ID is set, else sandbox.
   */
  PAYMENT_GATEWAY: z.enum(['razorpay', 'sandbox']).optional(),
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  RAZORPAY_API_URL: z.url().default('https://api.razorpay.com'),
  RAZORPAY_CHECKOUT_SCRIPT: z.url().default('https://checkout.razorpay.com/v1/checkout.js'),
  /** A call to the gateway that takes longer is given up (the shopper may retry). */
  PAYMENT_GATEWAY_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** A PENDING order can be paid this long after checkout, then it expires. */
  PAYMENT_EXPIRY_MINUTES: z.coerce.number().int().positive().default(30),
  /** The operator's shipping rules (JSON, docs/operators.md); unset = the defaults in @haat/domain. */
  SHIPPING_RULES_FILE: z.string().min(1).optional(),
  /** The seller of record on GST tax invoices (decision 0783); the GSTIN's state code is the seller's state. */
  SELLER_NAME: z.string().trim().min(2).default('Haat Retail Private Limited (demo)'),
  SELLER_ADDRESS: z
    .string()
    .trim()
    .min(10)
    .default('Unit 4, Demo Industrial Estate, Hinjewadi, Pune 411057, Maharashtra'),
  SELLER_GSTIN: z
    .string()
    .trim()
    .toUpperCase()
    .refine(
      (v) => gstinState(v) !== null,
      'must be a 15-character GSTIN with a known state code and the right check character',
    )
    .default('27AAACH0000A1ZR'),
  /** GST rate (%) for products whose declarations give none; the operator's list warns about them. */
  INVOICE_DEFAULT_GST_RATE: z.coerce
    .number()
    .refine((v) => [0, 3, 5, 12, 18, 28].includes(v), 'must be one of 0, 3, 5, 12, 18, 28')
    .default(18),
  /** How often PENDING orders, expiries and refunds are settled with the gateway; 0 = never. */
  PAYMENT_RECONCILE_MS: z.coerce.number().int().min(0).default(60_000),
})
export type Env = z.infer<typeof envSchema>

const RAZORPAY_KEYS = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const

/** The gateway in use: PAYMENT_GATEWAY, else Razorpay when its key id is set, else the sandbox. */
export const paymentGatewayOf = (env: Pick<Env, 'PAYMENT_GATEWAY' | 'RAZORPAY_KEY_ID'>) =>
  env.PAYMENT_GATEWAY ?? (env.RAZORPAY_KEY_ID ? 'razorpay' : 'sandbox')

/** Shopify or Razorpay without their settings, or production without the settings key, stops start-up. */
function requireAdapterSettings(env: Env, ctx: z.RefinementCtx) {
  if (paymentGatewayOf(env) === 'razorpay') {
    for (const key of RAZORPAY_KEYS) {
      if (!env[key])
        ctx.addIssue({ code: 'custom', path: [key], message: 'is required for Razorpay payments' })
    }
  }
  if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.SETTINGS_ENCRYPTION_KEY) {
    ctx.addIssue({
      code: 'custom',
      path: ['SETTINGS_ENCRYPTION_KEY'],
      message:
        'is required in production (NODE_ENV=production with DATABASE_URL): it seals shop tokens at rest',
    })
  }
  if (env.CHECKOUT_ADAPTER !== 'shopify') return
  for (const key of ['SHOPIFY_STORE_DOMAIN', 'SHOPIFY_STOREFRONT_TOKEN', 'SHOPIFY_ADMIN_TOKEN'] as const) {
    if (!env[key]) {
      ctx.addIssue({ code: 'custom', path: [key], message: 'is required when CHECKOUT_ADAPTER=shopify' })
    }
  }
}

/** MEDIA_STORE=s3 needs its bucket, and keys come in pairs. */
function requireMediaSettings(env: Env, ctx: z.RefinementCtx) {
  if (env.MEDIA_STORE !== 's3') return
  if (!env.S3_BUCKET)
    ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when MEDIA_STORE=s3' })
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY)
    ctx.addIssue({
      code: 'custom',
      path: ['S3_SECRET_ACCESS_KEY'],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    })
}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty value (`PUBLIC_ORIGIN=` in a .env file) means "not set".
  const set = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''))
  const parsed = envSchema
    .superRefine(requireAdapterSettings)
    .superRefine(requireMediaSettings)
    .safeParse(set)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  return withEmbeddedIssuer(parsed.data)
}
