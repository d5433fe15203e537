import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { TypeGuard, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { ConfigError, type Config } from './config';
import { parseDatabaseUrl } from './databaseUrl';
import { findPackageRoot, readPackageVersion } from './packageRoot';
import {
  MAX_WORKERS,
  SETTING_NAMES,
  Settings,
  URL_SETTINGS,
  isSettingName,
  type SettingName,
} from './settings';

export interface LoadConfigOptions {
  /** Relative paths (DATA_DIR, APP_DIR, TIMS_CONFIG_FILE, SQLite files) resolve against it. */
  cwd?: string;
  /** Where package.json is; found from this file's folder when not given. */
  packageRoot?: string;
}

/**
 * Reads the settings from the environment and, when `TIMS_CONFIG_FILE` names one, a JSON file of
 * the same names (the environment wins), validates them against `Settings` and resolves the
 * defaults that depend on other settings. Throws a `ConfigError` naming the first bad setting.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  options: LoadConfigOptions = {},
): Config {
  const cwd = options.cwd ?? process.cwd();
  const raw: Record<string, unknown> = readConfigFile(env.TIMS_CONFIG_FILE, cwd);
  for (const name of SETTING_NAMES) {
    const value = env[name]?.trim();
    // An empty variable (`PORT=` in a compose file) means "not set", as in most tools.
    if (value) raw[name] = value;
  }
  refuseCredentials(raw);
  const settings = validate(raw);
  const packageRoot = options.packageRoot ?? findPackageRoot();

  const publicUrl = origin(
    settings.PUBLIC_URL ?? `http://localhost:${settings.PORT}`,
    'PUBLIC_URL',
  );
  const dataDir = resolve(cwd, settings.DATA_DIR);
  const portalUrl = settings.PORTAL_URL && checkedUrl(settings.PORTAL_URL, 'PORTAL_URL');
  checkedUrl(settings.DEPARTMENT_URL, 'DEPARTMENT_URL');

  return {
    port: settings.PORT,
    host: settings.HOST,
    publicUrl,
    dataDir,
    database: parseDatabaseUrl(settings.DATABASE_URL, dataDir, cwd),
    appDir: settings.APP_DIR ? resolve(cwd, settings.APP_DIR) : join(packageRoot, 'build', 'app'),
    portal: {
      url: portalUrl ? portalUrl.replace(/\/+$/, '') : `${publicUrl}/portal`,
      appId: settings.PORTAL_APP_ID,
      adminGroupId: settings.ADMIN_GROUP_ID,
      local: !portalUrl,
      authMode: settings.PORTAL_AUTH_MODE,
      oauthPopup: settings.PORTAL_OAUTH_POPUP,
      mapViewerGroupIds: (settings.MAP_VIEWER_GROUP_IDS ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
      dataGroupId: settings.DATA_GROUP_ID,
    },
    staffGroupId: settings.STAFF_GROUP_ID ?? null,
    department: {
      name: settings.DEPARTMENT_NAME,
      shortName: settings.DEPARTMENT_SHORT_NAME,
      url: settings.DEPARTMENT_URL,
      logoUrl: settings.DEPARTMENT_LOGO_URL,
      stateName: settings.STATE_NAME,
      stateFips: settings.STATE_FIPS,
    },
    product: { name: 'TIMS', logoUrl: settings.PRODUCT_LOGO_URL },
    ui: { menuInHeader: settings.MENU_IN_HEADER, devTools: settings.DEVTOOLS },
    logLevel: settings.LOG_LEVEL,
    workers: settings.WORKERS ?? Math.min(availableParallelism(), MAX_WORKERS),
    rateLimitPerMinute: settings.RATE_LIMIT_PER_MINUTE,
    trustProxy: settings.TRUST_PROXY,
    support: {
      contentDir: settings.SUPPORT_CONTENT_DIR
        ? resolve(cwd, settings.SUPPORT_CONTENT_DIR)
        : join(packageRoot, 'content', 'support'),
      smtpUrl: settings.SMTP_URL ? checkedSmtpUrl(settings.SMTP_URL) : null,
      mailFrom: settings.SUPPORT_MAIL_FROM ?? `TIMS Support <support@${mailDomain(publicUrl)}>`,
      requestLimit: settings.SUPPORT_REQUEST_LIMIT,
    },
    drawStandardMapsAtStart: settings.DRAW_STANDARD_MAPS_AT_START,
    nodeEnv: settings.NODE_ENV,
    version: readPackageVersion(packageRoot),
  };
}

function readConfigFile(file: string | undefined, cwd: string): Record<string, unknown> {
  if (!file?.trim()) return {};
  const path = resolve(cwd, file.trim());
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new ConfigError('TIMS_CONFIG_FILE', `cannot be read as JSON (${path}: ${reason(error)})`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ConfigError('TIMS_CONFIG_FILE', `must hold a JSON object of settings (${path})`);
  }
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(parsed)) {
    // A misspelt name would otherwise be ignored silently and its default used.
    if (!isSettingName(name)) {
      throw new ConfigError('TIMS_CONFIG_FILE', `names an unknown setting "${name}" (${path})`);
    }
    if (value !== null) values[name] = value;
  }
  return values;
}

/**
 * Why the file could not be read, without the excerpt of its text that JSON.parse quotes
 * (`…"ASE_URL": postgres:/"… is not valid JSON`): the file may hold a password.
 */
function reason(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  if (typeof message !== 'string') return 'unreadable';
  return message.replace(/,? *(\.\.\.)?".*"(\.\.\.)? is not valid JSON$/s, '');
}

function validate(raw: Record<string, unknown>): Settings {
  const value: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(raw)) {
    value[name] = coerce(Settings.properties[name as SettingName], item);
  }
  const withDefaults = Value.Default(Settings, value);
  const error = Value.Errors(Settings, withDefaults).First();
  if (!error) return withDefaults as Settings;
  const name = error.path.split('/')[1] as SettingName;
  throw new ConfigError(name, problem(name, raw[name]));
}

/**
 * Strict conversion of text to the schema's type. TypeBox's own `Value.Convert` is lenient
 * (it turns "80.5" into 80 and "1e3" into 1), which would hide typos in a port or a limit.
 */
function coerce(schema: TSchema | undefined, value: unknown): unknown {
  if (typeof value !== 'string' || !schema) return value;
  if (TypeGuard.IsInteger(schema) && /^-?[0-9]+$/.test(value)) return Number(value);
  if (TypeGuard.IsBoolean(schema) && /^(true|false|1|0)$/i.test(value)) {
    return /^(true|1)$/i.test(value);
  }
  return value;
}

function problem(name: SettingName, got: unknown): string {
  const schema = Settings.properties[name] as { expected?: string; secret?: boolean };
  const shown = schema.secret
    ? 'a value not shown as it may hold a password'
    : JSON.stringify(typeof got === 'string' ? got.replace(USER_INFO, '$1[Redacted]@') : got);
  return `must be ${schema.expected ?? 'valid'} (got ${shown})`;
}

/** The `user:password@` of any scheme's URL (also `http:user@host`, which URL parsers accept). */
const USER_INFO = /^([a-z][a-z0-9+.-]*:[/\\]*)[^/?#\\]*@/i;
/** An http(s) or protocol-relative URL with a user name or password, as browsers read it. */
const HTTP_CREDENTIALS = /^(?:https?:[/\\]*|[/\\]{2,})[^/?#\\]*@/i;

/**
 * A URL setting holding credentials is refused before anything else looks at it: they would be
 * published by `/config` or sent where no password belongs. The error does not repeat them.
 */
function refuseCredentials(raw: Record<string, unknown>): void {
  for (const name of URL_SETTINGS) {
    const value = raw[name];
    if (typeof value === 'string' && HTTP_CREDENTIALS.test(value)) {
      throw new ConfigError(
        name,
        'must not hold a user name or password (got a URL with credentials, not shown)',
      );
    }
  }
}

function checkedUrl(value: string, name: SettingName): string {
  try {
    new URL(value);
    return value;
  } catch {
    throw new ConfigError(name, problem(name, value));
  }
}

function checkedSmtpUrl(value: string): string {
  try {
    if (new URL(value).hostname) return value;
  } catch {
    // Reported below, without the value: it may hold a password.
  }
  throw new ConfigError('SMTP_URL', problem('SMTP_URL', value));
}

/** The public host as a mail domain; an IP address (not a domain) gives `localhost`. */
function mailDomain(publicUrl: string): string {
  const host = new URL(publicUrl).hostname;
  return /^[0-9.]+$|^\[/.test(host) ? 'localhost' : host;
}

/** `new URL().origin` lower-cases the host and drops a default port, so comparisons hold. */
function origin(value: string, name: SettingName): string {
  return new URL(checkedUrl(value, name)).origin;
}
