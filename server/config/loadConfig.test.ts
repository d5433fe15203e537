import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError } from './config';
import { loadConfig } from './loadConfig';
import { findPackageRoot } from './packageRoot';

const cwd = '/srv/tims';
const load = (env: Record<string, string>) => loadConfig(env, { cwd });

function errorOf(env: Record<string, string>): ConfigError {
  try {
    load(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('loadConfig did not throw');
}

describe('loadConfig', () => {
  it('runs with no settings at all, on the documented defaults', () => {
    const config = load({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:8080',
      dataDir: '/srv/tims/data',
      database: { dialect: 'sqlite', file: '/srv/tims/data/tims.db' },
      appDir: join(findPackageRoot(), 'build', 'app'),
      portal: {
        url: 'http://localhost:8080/portal',
        appId: 'tims-web',
        adminGroupId: '7c1ea6a3f5d94f0e9b1f3c2a5d4e6f70',
        local: true,
        mapViewerGroupIds: [],
        dataGroupId: 'b046f7701c06dd271b23c297d44951f0',
        authMode: 'auto',
        oauthPopup: false,
      },
      department: { shortName: 'DOT', stateName: 'Ohio', stateFips: '39' },
      ui: { menuInHeader: false, devTools: false },
      logLevel: 'info',
      rateLimitPerMinute: 600,
      trustProxy: false,
      drawStandardMapsAtStart: true,
      // One server process per core unless WORKERS says otherwise.
      workers: availableParallelism(),
    });
    expect(config.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('derives the public URL from PORT and normalises a given one to its origin', () => {
    expect(load({ PORT: '9000' }).publicUrl).toBe('http://localhost:9000');
    expect(load({ PUBLIC_URL: 'HTTPS://TIMS.Example.gov:443/' }).publicUrl).toBe(
      'https://tims.example.gov',
    );
  });

  it('uses an external portal when PORTAL_URL is set', () => {
    expect(load({ PORTAL_URL: 'https://gis.example.gov/portal/' }).portal).toMatchObject({
      url: 'https://gis.example.gov/portal',
      local: false,
    });
  });

  it('reads the gallery groups as a comma-separated list and refuses a malformed id', () => {
    const ids = ['bd872a212273cec603dabf0ee1952b38', '936843121068254e4f0378de2a372bbd'];
    expect(
      load({ MAP_VIEWER_GROUP_IDS: ` ${ids[0]} ,${ids[1]}` }).portal.mapViewerGroupIds,
    ).toEqual(ids);
    expect(() => load({ MAP_VIEWER_GROUP_IDS: `${ids[0]},nope` })).toThrow(/MAP_VIEWER_GROUP_IDS/);
    expect(() => load({ DATA_GROUP_ID: 'xyz' })).toThrow(/DATA_GROUP_ID/);
  });

  it('runs WORKERS server processes, one per core by default', () => {
    expect(load({ WORKERS: '3' }).workers).toBe(3);
    expect(load({}).workers).toBe(availableParallelism());
  });

  it('draws the missing standard maps at start unless DRAW_STANDARD_MAPS_AT_START is false', () => {
    expect(load({}).drawStandardMapsAtStart).toBe(true);
    expect(load({ DRAW_STANDARD_MAPS_AT_START: 'false' }).drawStandardMapsAtStart).toBe(false);
    expect(load({ DRAW_STANDARD_MAPS_AT_START: '0' }).drawStandardMapsAtStart).toBe(false);
    expect(errorOf({ DRAW_STANDARD_MAPS_AT_START: 'later' }).message).toBe(
      'Invalid configuration: DRAW_STANDARD_MAPS_AT_START must be true, false, 1 or 0 (got "later")',
    );
  });

  it('reads the optional staff group: unset means every account of the organisation is staff', () => {
    expect(load({}).staffGroupId).toBeNull();
    expect(load({ STAFF_GROUP_ID: '3f0c7d2ab9e14c6d8a5b2e1f4c7d9a0b' }).staffGroupId).toBe(
      '3f0c7d2ab9e14c6d8a5b2e1f4c7d9a0b',
    );
    expect(errorOf({ STAFF_GROUP_ID: 'staff' }).message).toBe(
      'Invalid configuration: STAFF_GROUP_ID must be a portal group id (32 lowercase hexadecimal digits) (got "staff")',
    );
  });

  it("reads the spec's auth mode and the popup choice, refusing a mode the spec does not name", () => {
    expect(
      load({ PORTAL_AUTH_MODE: 'no-prompt', PORTAL_OAUTH_POPUP: 'true' }).portal,
    ).toMatchObject({ authMode: 'no-prompt', oauthPopup: true });
    expect(errorOf({ PORTAL_AUTH_MODE: 'sometimes' }).message).toBe(
      'Invalid configuration: PORTAL_AUTH_MODE must be auto, anonymous, immediate or no-prompt (got "sometimes")',
    );
  });

  it('reads booleans as true, false, 1 or 0 and treats empty variables as unset', () => {
    const config = load({ MENU_IN_HEADER: 'TRUE', DEVTOOLS: '1', TRUST_PROXY: '0', PORT: '' });
    expect(config.ui).toEqual({ menuInHeader: true, devTools: true });
    expect(config.trustProxy).toBe(false);
    expect(config.port).toBe(8080);
  });

  it('picks the database from DATABASE_URL', () => {
    expect(load({ DATABASE_URL: 'postgresql://tims:pw@db:5432/tims' }).database).toEqual({
      dialect: 'postgres',
      connectionString: 'postgresql://tims:pw@db:5432/tims',
    });
    expect(load({ DATABASE_URL: 'sqlite:./other.db' }).database).toEqual({
      dialect: 'sqlite',
      file: '/srv/tims/other.db',
    });
    expect(load({ DATABASE_URL: '/var/lib/tims.db' }).database).toEqual({
      dialect: 'sqlite',
      file: '/var/lib/tims.db',
    });
  });

  it('sets up support: articles in the package, replies to the outbox, a From on the public host', () => {
    expect(load({}).support).toEqual({
      contentDir: join(findPackageRoot(), 'content', 'support'),
      smtpUrl: null,
      mailFrom: 'TIMS Support <support@localhost>',
      requestLimit: 5,
    });
    const config = load({
      PUBLIC_URL: 'https://tims.example.gov',
      SMTP_URL: 'smtps://tims:s3cret@mail.example.gov:465',
      SUPPORT_REQUEST_LIMIT: '0',
      SUPPORT_CONTENT_DIR: 'help',
    });
    expect(config.support).toEqual({
      contentDir: '/srv/tims/help',
      smtpUrl: 'smtps://tims:s3cret@mail.example.gov:465',
      mailFrom: 'TIMS Support <support@tims.example.gov>',
      requestLimit: 0,
    });
    expect(load({ SUPPORT_MAIL_FROM: 'help@dot.example.gov' }).support.mailFrom).toBe(
      'help@dot.example.gov',
    );
    expect(load({ PUBLIC_URL: 'http://10.0.0.5:8080' }).support.mailFrom).toBe(
      'TIMS Support <support@localhost>',
    );
  });

  it('never repeats an SMTP URL, which may hold a password, in an error', () => {
    for (const url of ['http://tims:s3cret@mail', 'smtp://tims:s3cret@', 'smtp://a b:s3cret@x']) {
      const error = errorOf({ SMTP_URL: url });
      expect(error.setting).toBe('SMTP_URL');
      expect(error.message).toContain('SMTP_URL must be an smtp:// or smtps:// URL');
      expect(error.message).not.toContain('s3cret');
    }
  });

  it.each([
    [
      { PORT: 'abc' },
      'PORT must be an integer between 0 and 65535 (0: a free port, for tests) (got "abc")',
    ],
    [
      { PORT: '70000' },
      'PORT must be an integer between 0 and 65535 (0: a free port, for tests) (got "70000")',
    ],
    [
      { PORT: '80.5' },
      'PORT must be an integer between 0 and 65535 (0: a free port, for tests) (got "80.5")',
    ],
    [{ PUBLIC_URL: 'tims.example.gov' }, 'PUBLIC_URL must be an http:// or https:// origin'],
    [
      { PUBLIC_URL: 'https://example.gov/tims' },
      'PUBLIC_URL must be an http:// or https:// origin',
    ],
    [
      { PORTAL_URL: 'ftp://gis' },
      'PORTAL_URL must be an http:// or https:// URL (got "ftp://gis")',
    ],
    [{ MENU_IN_HEADER: 'yes' }, 'MENU_IN_HEADER must be true, false, 1 or 0 (got "yes")'],
    [{ STATE_FIPS: '3' }, 'STATE_FIPS must be a two-digit state FIPS code, e.g. 39 (got "3")'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info'],
    [{ RATE_LIMIT_PER_MINUTE: '-1' }, 'RATE_LIMIT_PER_MINUTE must be a whole number'],
    [{ WORKERS: '0' }, 'WORKERS must be a whole number of server processes from 1 to 64'],
    [{ WORKERS: '65' }, 'WORKERS must be a whole number of server processes from 1 to 64'],
    [{ WORKERS: 'all' }, 'WORKERS must be a whole number of server processes from 1 to 64'],
    [{ ADMIN_GROUP_ID: 'admins' }, 'ADMIN_GROUP_ID must be a portal group id'],
    [{ SUPPORT_MAIL_FROM: 'TIMS Support' }, 'SUPPORT_MAIL_FROM must be an e-mail address'],
    [{ SUPPORT_MAIL_FROM: 'a@b, c@d' }, 'SUPPORT_MAIL_FROM must be an e-mail address'],
    [{ SUPPORT_REQUEST_LIMIT: 'many' }, 'SUPPORT_REQUEST_LIMIT must be a whole number'],
  ])('rejects %j with a message naming the setting', (env, message) => {
    const error = errorOf(env);
    expect(error.message).toContain(`Invalid configuration: ${message}`);
    expect(error.setting).toBe(Object.keys(env)[0]);
  });

  it.each([
    'PORTAL_URL',
    'PUBLIC_URL',
    'DEPARTMENT_URL',
    'DEPARTMENT_LOGO_URL',
    'PRODUCT_LOGO_URL',
  ])('refuses credentials in %s without repeating them', (name) => {
    for (const url of [
      'http://user:s3cret@gis.example.gov/portal',
      'https://s3cret@gis.example.gov',
      'HTTPS://user:s3cret@gis.example.gov',
      'http://:s3cret@gis.example.gov',
      // What URL parsers and browsers still read as credentials.
      'http:user:s3cret@gis.example.gov',
      '//user:s3cret@gis.example.gov/logo.svg',
      'https:\\\\user:s3cret@gis.example.gov',
    ]) {
      const error = errorOf({ [name]: url });
      expect(error.setting).toBe(name);
      expect(error.message).toBe(
        `Invalid configuration: ${name} must not hold a user name or password (got a URL with credentials, not shown)`,
      );
      expect(error.message).not.toContain('s3cret');
    }
  });

  it('never repeats credentials in the error about a malformed URL either', () => {
    const error = errorOf({ PORTAL_URL: 'ftp://user:s3cret@gis' });
    expect(error.message).toBe(
      'Invalid configuration: PORTAL_URL must be an http:// or https:// URL (got "ftp://[Redacted]@gis")',
    );
  });

  it('never repeats a database URL, which may hold a password, in an error', () => {
    for (const url of ['mysql://tims:s3cret@db/tims', 'postgres:/tims:s3cret@db/tims', 's3cret']) {
      const error = errorOf({ DATABASE_URL: url });
      expect(error.setting).toBe('DATABASE_URL');
      expect(error.message).not.toContain('s3cret');
    }
  });

  describe('with TIMS_CONFIG_FILE', () => {
    let dir: string;
    beforeEach(() => {
      dir = mkdtempSync(join(tmpdir(), 'tims-config-'));
    });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    const withFile = (content: string, env: Record<string, string> = {}) => {
      writeFileSync(join(dir, 'tims.json'), content);
      return loadConfig({ TIMS_CONFIG_FILE: 'tims.json', ...env }, { cwd: dir });
    };

    it('reads settings from the file, and the environment wins over it', () => {
      const config = withFile(
        JSON.stringify({ PORT: 9001, STATE_NAME: 'Delaware', MENU_IN_HEADER: true }),
        { PORT: '9002' },
      );
      expect(config.port).toBe(9002);
      expect(config.department.stateName).toBe('Delaware');
      expect(config.ui.menuInHeader).toBe(true);
    });

    it('validates values from the file like those from the environment', () => {
      expect(() => withFile(JSON.stringify({ PORT: -1 }))).toThrow(
        'Invalid configuration: PORT must be an integer between 0 and 65535 (0: a free port, for tests) (got -1)',
      );
    });

    it('rejects an unknown setting name and a file that is not JSON', () => {
      expect(() => withFile(JSON.stringify({ PROT: 8080 }))).toThrow(
        /TIMS_CONFIG_FILE names an unknown setting "PROT"/,
      );
      expect(() => withFile('PORT=8080')).toThrow(/TIMS_CONFIG_FILE cannot be read as JSON/);
    });

    it('never quotes the file, which may hold a password, when it is not JSON', () => {
      for (const content of [
        '{"DATABASE_URL": postgres://tims:s3cret@db/tims}',
        '{"DATABASE_URL": "postgres://tims:s3cret@db/tims" x}',
        'DATABASE_URL=s3cret',
      ]) {
        expect(() => withFile(content)).toThrow(/TIMS_CONFIG_FILE cannot be read as JSON/);
        expect(() => withFile(content)).not.toThrow(/s3cret|s3c|ret@/);
      }
    });
  });
});
