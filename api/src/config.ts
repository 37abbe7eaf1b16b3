import path from 'node:path';
import proxyaddr from 'proxy-addr';
import { z } from 'zod';
import { repositoryRoot } from './lib/paths';

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

function isProxyList(value: string): boolean {
  try {
    proxyaddr.compile(
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    );
    return true;
  } catch {
    return false;
  }
}

/** The only module that reads `process.env`: parsed once, failing at start-up with the names of bad variables. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  /** `postgres://user:password@host:5432/name` runs on PostgreSQL; unset, on the SQLite file in DATA_DIR. */
  DATABASE_URL: z
    .string()
    .optional()
    .refine((value) => !value || /^postgres(ql)?:\/\//.test(value), 'must be a postgres:// or postgresql:// URL'),
  /** Connections each server process keeps open to PostgreSQL. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(10),
  /** `s3://bucket?endpoint=…&region=…` keeps uploads in an S3-compatible store; unset, under DATA_DIR/storage. */
  STORAGE_URL: z
    .string()
    .optional()
    .refine((value) => !value || value.startsWith('s3://'), 'must be an s3://bucket?endpoint=…&region=… URL'),
  /** Server processes `npm start` runs on this machine (node:cluster); 1 runs the server in the start process. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /** After SIGTERM, how long the health check answers 503 while requests are still served (load balancer drain). */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Benchlink <no-reply@benchlink.local>'),
  ADMIN_PASSWORD: z.string().min(6).optional(),
  /** E-mail address of the `admin` account created on first start. */
  ADMIN_EMAIL: z.string().default('admin@benchlink.local'),
  SESSION_IDLE_HOURS: z.coerce.number().positive().default(12),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().positive().default(14),
  OIDC_ISSUER_URL: z.url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_LABEL: z.string().default('Google'),
  /** Folder holding the built web apps (`<folder>/dist`); defaults to the repository root. */
  WEB_ROOT: z.string().optional(),
  /** JSON object mapping remote name → mf-manifest.json URL, or a path to a file holding it (read on every request). */
  REMOTES: z.string().optional(),
  REMOTES_FILE: z.string().optional(),
  /** Time zone the scheduled jobs' times (e.g. 09:00) are read in. */
  TIME_ZONE: z.string().default('UTC').refine(isTimeZone, 'must be an IANA time zone such as UTC or Europe/Sofia'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /**
   * Addresses (or CIDR ranges, or `loopback`) of the reverse proxies in front of the server, comma-separated: only a
   * request from one of them has its client address read from `X-Forwarded-For`. Unset: the socket's peer is the client.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .refine(
      (value) => !value || isProxyList(value),
      'must be comma-separated IP addresses or CIDR ranges (or loopback, linklocal, uniquelocal)',
    ),
  /** `off` lifts the write limits (sign-up, applying, uploads, invitations, account changes): for load tests only. */
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  /** `off`: this instance runs no scheduled jobs (another instance of the same database does). */
  JOBS: z.enum(['on', 'off']).default('on'),
  /** `all`: an access line for every request; `problems`: only for requests that failed (5xx) or were slow. */
  ACCESS_LOG: z.enum(['all', 'problems']).default('all'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseFile: string;
  /** PostgreSQL's URL; unset means the SQLite file. */
  databaseUrl?: string;
  databasePoolSize: number;
  storageUrl?: string;
  webConcurrency: number;
  shutdownGraceMs: number;
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  adminPassword?: string;
  adminEmail: string;
  session: { idleMs: number; absoluteMs: number };
  oidc?: { issuerUrl: string; clientId: string; clientSecret?: string; label: string };
  webRoot: string;
  remotes?: string;
  remotesFile?: string;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  accessLog: 'all' | 'problems';
  timeZone: string;
  /** The trusted proxies of `TRUST_PROXY`, as listed; empty when unset. */
  trustProxy: string[];
  rateLimits: 'on' | 'off';
  jobs: 'on' | 'off';
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const names = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment variables:\n  ${names.join('\n  ')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const oidcConfigured = e.OIDC_ISSUER_URL && e.OIDC_CLIENT_ID;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseFile: path.join(dataDir, 'benchlink.sqlite'),
    databaseUrl: e.DATABASE_URL || undefined,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    storageUrl: e.STORAGE_URL || undefined,
    webConcurrency: e.WEB_CONCURRENCY,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    adminPassword: e.ADMIN_PASSWORD,
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    session: { idleMs: e.SESSION_IDLE_HOURS * 3_600_000, absoluteMs: e.SESSION_ABSOLUTE_DAYS * 86_400_000 },
    oidc: oidcConfigured
      ? {
          issuerUrl: e.OIDC_ISSUER_URL!,
          clientId: e.OIDC_CLIENT_ID!,
          clientSecret: e.OIDC_CLIENT_SECRET,
          label: e.OIDC_LABEL,
        }
      : undefined,
    webRoot: e.WEB_ROOT ? path.resolve(e.WEB_ROOT) : repositoryRoot,
    remotes: e.REMOTES,
    remotesFile: e.REMOTES_FILE ? path.resolve(e.REMOTES_FILE) : undefined,
    logLevel: e.LOG_LEVEL,
    accessLog: e.ACCESS_LOG,
    timeZone: e.TIME_ZONE,
    trustProxy: (e.TRUST_PROXY ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    rateLimits: e.RATE_LIMITS,
    jobs: e.JOBS,
  };
}

/** A configuration for tests: a private data folder, no outside services, no write limits (sign-in throttling stays). */
export function testConfig(dataDir: string, overrides: Partial<Config> = {}): Config {
  // The write limits are off unless a test turns them on: a suite signs up and uploads far more than a person would.
  return {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMITS: 'off' }),
    ...overrides,
  };
}
