import type { PortalSettings } from '../../contracts/config';
import type { LOG_LEVELS, NODE_ENVS } from './settings';

/** Where the data lives: an embedded SQLite file (the default) or a PostgreSQL server. */
export type DatabaseConfig =
  { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; connectionString: string };

/** The validated, resolved configuration the server runs with. Built by `loadConfig`. */
export interface Config {
  port: number;
  host: string;
  /** Origin for absolute URLs, without a trailing slash, e.g. `http://localhost:8080`. */
  publicUrl: string;
  /** Absolute path; created at start if missing. */
  dataDir: string;
  database: DatabaseConfig;
  /** Absolute path of the built single-page app. */
  appDir: string;
  portal: PortalSettings;
  /**
   * Members of this portal group are DOT staff (staff-only layers such as Bridges); null: every
   * account of the portal's organisation is staff. Not published by `/config`.
   */
  staffGroupId: string | null;
  department: {
    name: string;
    shortName: string;
    url: string;
    logoUrl: string;
    stateName: string;
    stateFips: string;
  };
  product: { name: string; logoUrl: string };
  ui: { menuInHeader: boolean; devTools: boolean };
  logLevel: (typeof LOG_LEVELS)[number];
  /**
   * Server processes answering on the port (node:cluster); 1 runs the server in this process.
   * `WORKERS`, by default the number of cores.
   */
  workers: number;
  /** Requests per minute and IP on /tims/api; 0 means no limit. */
  rateLimitPerMinute: number;
  trustProxy: boolean;
  support: SupportConfig;
  /**
   * The generated standard maps the library lacks are drawn in the background once the server
   * answers (`DRAW_STANDARD_MAPS_AT_START`); when false, only an administrator's run draws them.
   */
  drawStandardMapsAtStart: boolean;
  nodeEnv: (typeof NODE_ENVS)[number];
  /** The `version` of package.json. */
  version: string;
}

/** Information & Support: the help articles, the contact form and the replies' mail. */
export interface SupportConfig {
  /** Absolute path holding `en/{slug}.md` and `media/`; `<package root>/content/support`. */
  contentDir: string;
  /** The SMTP server replies go through (may hold a password: never log or publish it). */
  smtpUrl: string | null;
  /** The `From` of replies and acknowledgements. */
  mailFrom: string;
  /** Support requests accepted per 10 minutes and client address; 0 means no limit. */
  requestLimit: number;
}

/** A configuration value is missing or wrong; the message names the setting. */
export class ConfigError extends Error {
  constructor(
    readonly setting: string,
    problem: string,
  ) {
    super(`Invalid configuration: ${setting} ${problem}`);
    this.name = 'ConfigError';
  }
}
