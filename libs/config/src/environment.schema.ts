import { z } from 'zod';

/** "count/seconds", e.g. 30/60 for thirty a minute. */
const rateLimit = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value, ctx) => {
      const match = /^(\d+)\/(\d+)$/.exec(value.trim());
      if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) {
        ctx.addIssue({ code: 'custom', message: 'must look like COUNT/SECONDS, e.g. 30/60' });
        return z.NEVER;
      }
      return { limit: Number(match[1]), windowSeconds: Number(match[2]) };
    });

const integer = (fallback: number, min: number, max: number) =>
  z.coerce
    .number({ error: `must be a whole number from ${min} to ${max}` })
    .int(`must be a whole number from ${min} to ${max}`)
    .min(min, `must be a whole number from ${min} to ${max}`)
    .max(max, `must be a whole number from ${min} to ${max}`)
    .default(fallback);

const url = (protocols: RegExp, example: string) =>
  z
    .string()
    .trim()
    .refine((value) => {
      try {
        return protocols.test(new URL(value).protocol);
      } catch {
        return false;
      }
    }, `must be a URL like ${example}`);

const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** "KEY=number,KEY=number" (e.g. exchange rates); empty means unset. */
const numberMap = (example: string) =>
  z
    .string()
    .default('')
    .transform((value, ctx) => {
      const entries: Array<[string, number]> = [];
      for (const part of value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)) {
        const match = /^([A-Za-z0-9]+)=(\d+(?:\.\d+)?)$/.exec(part);
        if (!match || Number(match[2]) <= 0) {
          ctx.addIssue({ code: 'custom', message: `must look like ${example}` });
          return z.NEVER;
        }
        entries.push([match[1]!.toUpperCase(), Number(match[2])]);
      }
      return Object.fromEntries(entries) as Record<string, number>;
    });

/** Crypto wallets as "COIN:NETWORK:ADDRESS", comma-separated; empty means unset. */
const cryptoWallets = z
  .string()
  .default('')
  .transform((value, ctx) => {
    const wallets: Array<{ coin: string; network: string; address: string }> = [];
    for (const part of value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)) {
      const match = /^([A-Za-z0-9]+):([A-Za-z0-9 ._-]+):([A-Za-z0-9]{20,120})$/.exec(part);
      if (!match) {
        ctx.addIssue({ code: 'custom', message: 'must look like COIN:NETWORK:ADDRESS[,COIN:NETWORK:ADDRESS...]' });
        return z.NEVER;
      }
      wallets.push({ coin: match[1]!.toUpperCase(), network: match[2]!, address: match[3]! });
    }
    return wallets;
  });

/**
 * Every environment variable the platform reads, with its default. docs/configuration.md and .env.example list the
 * same set; a test keeps the three in step.
 */
export const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: integer(3000, 0, 65535),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1, 'must not be empty').default('.data'),
  DATABASE_URL: optional(url(/^postgres(ql)?:$/, 'postgres://user:password@host:5432/database')),
  JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  CALENDAR_LINK_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  SESSION_TTL_SECONDS: integer(7 * 24 * 3600, 60, 90 * 24 * 3600),
  STAFF_SESSION_TTL_SECONDS: integer(8 * 3600, 60, 24 * 3600),
  /** How often staff are emailed what arrived in their queues since the last digest; 0 sends none. */
  STAFF_DIGEST_INTERVAL_MINUTES: integer(60, 0, 7 * 24 * 60),
  SMTP_URL: optional(url(/^smtps?:$/, 'smtp://user:password@mail.example.com:587')),
  MAIL_FROM: z.string().default('Blood Match <no-reply@bloodmatch.ng>'),
  PUBLIC_URL: optional(url(/^https?:$/, 'https://bloodmatch.ng')),
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  WEB_USER_DIST: z.string().default('web-user/dist'),
  WEB_ADMIN_DIST: z.string().default('web-admin/dist'),
  /** How long each API process reuses the public board of need it computed. */
  PUBLIC_NEEDS_CACHE_SECONDS: integer(30, 0, 3600),
  PASSWORD_HASH_CONCURRENCY: integer(2, 1, 64),
  RATE_LIMIT_LOGIN_IP: rateLimit('30/60'),
  RATE_LIMIT_LOGIN_ACCOUNT_FAILURES: rateLimit('5/900'),
  RATE_LIMIT_REGISTER_IP: rateLimit('20/600'),
  RATE_LIMIT_PASSWORD_RESET_IP: rateLimit('10/900'),
  RATE_LIMIT_PASSWORD_RESET_EMAIL: rateLimit('5/3600'),
  RATE_LIMIT_VERIFY_IP: rateLimit('30/60'),
  RATE_LIMIT_PUBLIC_FORM_IP: rateLimit('10/600'),
  HOSPITAL_WRONG_CODE_LIMIT: rateLimit('10/3600'),
  UPLOAD_MAX_BYTES: integer(5 * 1024 * 1024, 1024, 100 * 1024 * 1024),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: optional(url(/^https?:$/, 'https://s3.eu-west-1.amazonaws.com')),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: optional(z.string().min(3)),
  S3_ACCESS_KEY_ID: optional(z.string().min(1)),
  S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
  // Event backbone (outbox, relay, projectors).
  EVENT_TRANSPORT: z.enum(['inline', 'kafka']).default('inline'),
  KAFKA_BROKERS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((broker) => broker.trim())
        .filter(Boolean),
    ),
  KAFKA_CLIENT_ID: z.string().min(1).default('blood-match'),
  KAFKA_TOPIC_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,200}$/, 'must be letters, digits, dots, underscores or hyphens')
    .default('bloodmatch'),
  KAFKA_TOPIC_PARTITIONS: integer(6, 1, 1000),
  KAFKA_REPLICATION_FACTOR: integer(1, 1, 10),
  OUTBOX_POLL_INTERVAL_MS: integer(200, 10, 60_000),
  OUTBOX_LINGER_MS: integer(10, 0, 1000),
  OUTBOX_BATCH_SIZE: integer(500, 1, 10_000),
  OUTBOX_RETENTION_HOURS: integer(168, 1, 24 * 365),
  INBOX_RETENTION_DAYS: integer(30, 1, 3650),
  PROJECTOR_MAX_ATTEMPTS: integer(5, 1, 100),
  VAPID_PUBLIC_KEY: optional(z.string().min(20)),
  VAPID_PRIVATE_KEY: optional(z.string().min(20)),
  VAPID_SUBJECT: z.string().default('mailto:no-reply@bloodmatch.ng'),
  PUSH_ENDPOINT_HOSTS: z
    .string()
    .default('fcm.googleapis.com,updates.push.services.mozilla.com,*.push.apple.com,*.notify.windows.com')
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
  RATE_LIMIT_UPLOAD_IP: rateLimit('30/600'),
  PAYSTACK_SECRET_KEY: optional(z.string().min(8, 'must be at least 8 characters')),
  PAYSTACK_BASE_URL: url(/^https?:$/, 'https://api.paystack.co').default('https://api.paystack.co'),
  CRYPTO_WALLETS: cryptoWallets,
  CRYPTO_COIN_PRICES_USD: numberMap('USDT=1,BTC=97000'),
  CRYPTO_CURRENCY_RATES_USD: numberMap('NGN=0.00065,USD=1,GBP=1.27'),
  SEARCH_WAVE_INTERVAL_SECONDS: integer(120, 0, 86400),
  REQUEST_EXPIRY_HOURS: integer(24, 1, 24 * 90),
  DONOR_ALERTS_PER_DAY: integer(3, 1, 100),
  // Urgent appeals: at most one per donor in this many days, and how the fan-out is cut into partitions and batches.
  APPEAL_COOLDOWN_DAYS: integer(7, 0, 365),
  APPEAL_FANOUT_PARTITIONS: integer(8, 1, 256),
  APPEAL_FANOUT_BATCH: integer(2000, 1, 20_000),
  // How much of the machine the fan-out takes per process: batches at once, rests, pushes at once and a second.
  APPEAL_FANOUT_LANES: integer(1, 1, 64),
  APPEAL_FANOUT_REST_PERCENT: integer(25, 0, 1000),
  APPEAL_PUSH_CONCURRENCY: integer(32, 1, 256),
  APPEAL_PUSHES_PER_SECOND: integer(500, 0, 100_000),
  // The projectors process's OS scheduling priority (nice, 0 to 19): the API's requests come before its work.
  PROJECTORS_NICE: integer(10, 0, 19),
  REQUESTS_OPEN_PER_ACCOUNT: integer(3, 1, 1_000_000),
  RATE_LIMIT_REQUEST_ACCOUNT: rateLimit('5/86400'),
  RATE_LIMIT_REQUEST_IP: rateLimit('20/3600'),
  // The airtime thank-you after a confirmed donation: its amount, the provider, and the budgets that bound it.
  AIRTIME_AMOUNT_NGN: integer(1000, 50, 10_000),
  AIRTIME_DAILY_BUDGET_NGN: integer(100_000, 0, 1_000_000_000),
  AIRTIME_MONTHLY_BUDGET_NGN: integer(1_000_000, 0, 10_000_000_000),
  AIRTIME_PROVIDER: z.enum(['sandbox', 'vtpass']).default('sandbox'),
  VTPASS_API_KEY: optional(z.string().min(8, 'must be at least 8 characters')),
  VTPASS_SECRET_KEY: optional(z.string().min(8, 'must be at least 8 characters')),
  VTPASS_BASE_URL: url(/^https?:$/, 'https://vtpass.com/api').default('https://vtpass.com/api'),
  REQUIRE_VERIFIED_HOSPITAL: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  RATE_LIMIT_HOSPITAL_PROPOSAL_ACCOUNT: rateLimit('3/86400'),
  // Text messages: the gateway, and what bounds their number (and so their cost).
  SMS_PROVIDER: z.enum(['sandbox', 'termii']).default('sandbox'),
  TERMII_API_KEY: optional(z.string().min(8, 'must be at least 8 characters')),
  TERMII_SENDER_ID: z
    .string()
    .regex(/^[A-Za-z0-9 ]{3,11}$/, 'must be 3 to 11 letters, digits or spaces')
    .default('BloodMatch'),
  TERMII_CHANNEL: z.enum(['dnd', 'generic']).default('dnd'),
  TERMII_BASE_URL: url(/^https?:$/, 'https://api.ng.termii.com').default('https://api.ng.termii.com'),
  SMS_ALERT_DELAY_MINUTES: integer(10, 1, 24 * 60),
  SMS_DAILY_CAP_PER_DONOR: integer(1, 1, 20),
  SMS_DAILY_BUDGET: integer(500, 1, 1_000_000),
  RATE_LIMIT_PHONE_CODE_IP: rateLimit('10/3600'),
  RATE_LIMIT_PHONE_CODE_NUMBER: rateLimit('3/3600'),
  RATE_LIMIT_PHONE_CODE_ACCOUNT: rateLimit('5/86400'),
  RATE_LIMIT_PHONE_CHANGE_ACCOUNT: rateLimit('3/86400'),
  SMS_DAILY_PHONE_CODE_BUDGET: integer(1000, 1, 1_000_000),
  // Place search and "use my location": the gazetteer shipped with the code, or a self-hosted Nominatim.
  GEOCODER: z.enum(['gazetteer', 'nominatim']).default('gazetteer'),
  NOMINATIM_URL: optional(url(/^https?:$/, 'http://nominatim.internal:8080')),
  NOMINATIM_TIMEOUT_MS: integer(3000, 100, 60_000),
  // Map tiles the user app shows ({z}/{x}/{y} template) and the attribution their licence asks for.
  MAP_TILE_URL: url(/^https?:$/, 'https://tile.openstreetmap.org/{z}/{x}/{y}.png').default(
    'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  ),
  MAP_TILE_ATTRIBUTION: z.string().trim().min(1).default('© OpenStreetMap contributors'),
});

export type Environment = z.output<typeof environmentSchema>;
