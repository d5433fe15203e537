import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { AUTH_MODES } from '../../contracts/config';
import { DATABASE_URL_EXPECTED } from './databaseUrl';

/**
 * Every setting the server reads, by its environment name, as one TypeBox schema. Each property
 * carries `expected` (the end of the sentence "PORT must be …" in an error) and, for values that
 * may hold a password, `secret` so that errors never echo them.
 */
function setting<T extends TSchema>(schema: T, expected: string, secret = false): T {
  return { ...schema, expected, secret } as T;
}

/** http: or https:, in any case (URL schemes are case-insensitive). */
const SCHEME = '[hH][tT][tT][pP][sS]?://';
const HTTP_URL = `^${SCHEME}[^\\s/?#]+(/[^\\s?#]*)?$`;
/** An origin only: the SPA is always at /tims/ under it. A trailing slash is tolerated. */
const HTTP_ORIGIN = `^${SCHEME}[^\\s/?#]+/?$`;
/** A same-site absolute path or an http(s) URL, as logos may be hosted elsewhere. */
const PATH_OR_URL = `^(/[^\\s]*|${SCHEME}[^\\s]+)$`;

/** An SMTP server: `smtp://` (STARTTLS when offered) or `smtps://`, credentials optional. */
const SMTP_URL = '^[sS][mM][tT][pP][sS]?://[^\\s/?#]+/?(\\?[^\\s#]*)?$';
/** `support@example.gov` or `Name <support@example.gov>`: one line, one address. */
const MAIL_ADDRESS = '^(?:[^<>\\u0000-\\u001f]* )?<[^\\s<>@]+@[^\\s<>@]+>$|^[^\\s<>@]+@[^\\s<>@]+$';

const httpUrl = 'an http:// or https:// URL';
const pathOrUrl = 'a path starting with / or an http:// or https:// URL';
const text = (expected = 'a non-empty text') => setting(Type.String({ minLength: 1 }), expected);

/**
 * URL settings that must hold no user name or password: they are published by `/config` or
 * called without a secret. (`DATABASE_URL` and `SMTP_URL` may hold one: they are `secret`.)
 */
export const URL_SETTINGS = [
  'PUBLIC_URL',
  'PORTAL_URL',
  'DEPARTMENT_URL',
  'DEPARTMENT_LOGO_URL',
  'PRODUCT_LOGO_URL',
] as const;

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const NODE_ENVS = ['development', 'production', 'test'] as const;
/** More server processes than this is a typo, not a plan (each holds its own caches). */
export const MAX_WORKERS = 64;

export const Settings = Type.Object(
  {
    PORT: setting(
      Type.Integer({ minimum: 0, maximum: 65535, default: 8080 }),
      'an integer between 0 and 65535 (0: a free port, for tests)',
    ),
    HOST: setting(Type.String({ minLength: 1, default: '0.0.0.0' }), 'a host name or IP address'),
    PUBLIC_URL: Type.Optional(
      setting(
        Type.String({ pattern: HTTP_ORIGIN }),
        'an http:// or https:// origin without a path, e.g. https://tims.example.gov',
      ),
    ),
    DATA_DIR: setting(Type.String({ minLength: 1, default: './data' }), 'a directory path'),
    DATABASE_URL: Type.Optional(
      setting(Type.String({ minLength: 1 }), DATABASE_URL_EXPECTED, true),
    ),
    APP_DIR: Type.Optional(setting(Type.String({ minLength: 1 }), 'a directory path')),
    PORTAL_URL: Type.Optional(setting(Type.String({ pattern: HTTP_URL }), httpUrl)),
    PORTAL_APP_ID: setting(
      Type.String({ pattern: '^[A-Za-z0-9._-]+$', default: 'tims-web' }),
      'an OAuth client id (letters, digits, ".", "_" or "-")',
    ),
    ADMIN_GROUP_ID: setting(
      Type.String({ pattern: '^[0-9a-f]{32}$', default: '7c1ea6a3f5d94f0e9b1f3c2a5d4e6f70' }),
      'a portal group id (32 lowercase hexadecimal digits)',
    ),
    PORTAL_AUTH_MODE: setting(
      Type.Union(
        AUTH_MODES.map((mode) => Type.Literal(mode)),
        { default: 'auto' },
      ),
      AUTH_MODES.join(', ').replace(/, ([^,]+)$/, ' or $1'),
    ),
    PORTAL_OAUTH_POPUP: setting(Type.Boolean({ default: false }), 'true, false, 1 or 0'),
    MAP_VIEWER_GROUP_IDS: Type.Optional(
      setting(
        Type.String({ pattern: '^\\s*[0-9a-f]{32}(\\s*,\\s*[0-9a-f]{32})*\\s*$' }),
        'portal group ids (32 lowercase hexadecimal digits) separated by commas',
      ),
    ),
    DATA_GROUP_ID: setting(
      Type.String({ pattern: '^[0-9a-f]{32}$', default: 'b046f7701c06dd271b23c297d44951f0' }),
      'a portal group id (32 lowercase hexadecimal digits)',
    ),
    STAFF_GROUP_ID: Type.Optional(
      setting(
        Type.String({ pattern: '^[0-9a-f]{32}$' }),
        'a portal group id (32 lowercase hexadecimal digits)',
      ),
    ),
    DEPARTMENT_NAME: { ...text(), default: 'State Department of Transportation' },
    DEPARTMENT_SHORT_NAME: { ...text(), default: 'DOT' },
    DEPARTMENT_URL: setting(
      Type.String({ pattern: HTTP_URL, default: 'https://www.transportation.gov/' }),
      httpUrl,
    ),
    DEPARTMENT_LOGO_URL: setting(
      Type.String({ pattern: PATH_OR_URL, default: '/tims/brand/department-logo.svg' }),
      pathOrUrl,
    ),
    PRODUCT_LOGO_URL: setting(
      Type.String({ pattern: PATH_OR_URL, default: '/tims/brand/tims-logo.svg' }),
      pathOrUrl,
    ),
    STATE_NAME: { ...text(), default: 'Ohio' },
    STATE_FIPS: setting(
      Type.String({ pattern: '^[0-9]{2}$', default: '39' }),
      'a two-digit state FIPS code, e.g. 39',
    ),
    MENU_IN_HEADER: setting(Type.Boolean({ default: false }), 'true, false, 1 or 0'),
    DEVTOOLS: setting(Type.Boolean({ default: false }), 'true, false, 1 or 0'),
    LOG_LEVEL: setting(
      Type.Union(
        LOG_LEVELS.map((level) => Type.Literal(level)),
        { default: 'info' },
      ),
      `one of ${LOG_LEVELS.join(', ')}`,
    ),
    WORKERS: Type.Optional(
      setting(
        Type.Integer({ minimum: 1, maximum: MAX_WORKERS }),
        `a whole number of server processes from 1 to ${MAX_WORKERS}`,
      ),
    ),
    RATE_LIMIT_PER_MINUTE: setting(
      Type.Integer({ minimum: 0, default: 600 }),
      'a whole number of requests per minute (0 disables the limit)',
    ),
    SMTP_URL: Type.Optional(
      setting(
        Type.String({ pattern: SMTP_URL }),
        'an smtp:// or smtps:// URL, e.g. smtps://user:password@mail.example.gov:465',
        true,
      ),
    ),
    SUPPORT_MAIL_FROM: Type.Optional(
      setting(
        Type.String({ pattern: MAIL_ADDRESS, maxLength: 300 }),
        'an e-mail address, alone or as Name <address>, e.g. TIMS Support <support@example.gov>',
      ),
    ),
    SUPPORT_REQUEST_LIMIT: setting(
      Type.Integer({ minimum: 0, default: 5 }),
      'a whole number of support requests per 10 minutes (0 disables the limit)',
    ),
    SUPPORT_CONTENT_DIR: Type.Optional(setting(Type.String({ minLength: 1 }), 'a directory path')),
    TRUST_PROXY: setting(Type.Boolean({ default: false }), 'true, false, 1 or 0'),
    DRAW_STANDARD_MAPS_AT_START: setting(Type.Boolean({ default: true }), 'true, false, 1 or 0'),
    NODE_ENV: setting(
      Type.Union(
        NODE_ENVS.map((env) => Type.Literal(env)),
        { default: 'production' },
      ),
      `one of ${NODE_ENVS.join(', ')}`,
    ),
  },
  { additionalProperties: false },
);
export type Settings = Static<typeof Settings>;
export type SettingName = keyof Settings;

export const SETTING_NAMES = Object.keys(Settings.properties) as SettingName[];

export function isSettingName(name: string): name is SettingName {
  return Object.hasOwn(Settings.properties, name);
}
