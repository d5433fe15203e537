import { sql, type Kysely } from 'kysely';
import { createMigrator } from '../../db/migrate';
import { PORTAL_CULTURES } from '../../portal/cultures';
import type { TestApp } from '../helper';
import { targets, type Target } from '../support/databaseTargets';
import { form, generateToken, REST } from './portalHelper';
import { portalTargets } from './portalTargets';

const PUBLIC_ID = 'db454c795153539674dcd69e80173cd6';

describe.each(targets)('migration 0012_portal_user_culture on $name', (target) => {
  let handle: Awaited<ReturnType<Target['open']>>;
  beforeAll(async () => {
    handle = await target.open();
  }, 20_000);
  afterAll(() => handle?.close());

  it('adds a nullable culture to the users already there, and takes it away again', async () => {
    const db = handle.db as unknown as Kysely<unknown>;
    const migrator = await createMigrator(db);
    expect((await migrator.migrateTo('0011_projects_version')).error).toBeUndefined();
    const columns = async () =>
      (await db.introspection.getTables())
        .find((table) => table.name === 'portal_users')!
        .columns.map((column) => column.name);
    const columnsBefore = await columns();
    expect(columnsBefore).not.toContain('culture');
    await sql`
      insert into portal_users
        (username, id, full_name, email, password_hash, role, user_type, access, created_at, modified_at)
      values ('before', 'b', 'Before', 'b@example.test', 'x', 'org_user', 'creatorUT', 'org',
        '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`.execute(db);

    const up = await migrator.migrateTo('0012_portal_user_culture');
    expect(up.error).toBeUndefined();
    expect(up.results?.map((result) => result.migrationName)).toEqual(['0012_portal_user_culture']);
    const before = await handle.db
      .selectFrom('portal_users')
      .select(['username', 'culture'])
      .executeTakeFirstOrThrow();
    expect(before).toEqual({ username: 'before', culture: null });
    await handle.db.updateTable('portal_users').set({ culture: 'pt-BR' }).execute();
    expect(
      (await handle.db.selectFrom('portal_users').select('culture').executeTakeFirstOrThrow())
        .culture,
    ).toBe('pt-BR');

    const down = await migrator.migrateDown();
    expect(down.error).toBeUndefined();
    expect(down.results).toEqual([
      { migrationName: '0012_portal_user_culture', direction: 'Down', status: 'Success' },
    ]);
    expect(await columns()).toEqual(columnsBefore);
    expect(
      (await sql<{ username: string }>`select username from portal_users`.execute(db)).rows,
    ).toEqual([{ username: 'before' }]);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
  });
});

describe.each(portalTargets)('local portal: users keep their culture on $name', (target) => {
  let server: TestApp;
  let adminToken: string;
  let staffToken: string;
  let publicToken: string;
  beforeAll(async () => {
    server = await target.create();
    adminToken = await generateToken(server, 'tims.admin');
    staffToken = await generateToken(server, 'tims.staff');
    publicToken = await generateToken(server, 'tims.public');
  }, 30_000);
  afterAll(() => server.close());

  const update = (user: string, fields: Record<string, string | undefined>) =>
    server.app.inject({
      method: 'POST',
      url: `${REST}/community/users/${user}/update`,
      ...form({ f: 'json', ...fields }),
    });
  const cultureOf = async (username: string) =>
    (
      await server.app.db
        .selectFrom('portal_users')
        .select('culture')
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).culture;
  const self = async (token: string) =>
    (
      await server.app.inject({
        url: `${REST}/community/self?f=json`,
        headers: { 'x-esri-authorization': `Bearer ${token}` },
      })
    ).json<{ username: string; culture: string | null }>();
  const refusal = (detail: string) => ({
    error: { code: 400, message: 'Unable to update user.', details: [detail] },
  });

  afterEach(async () => {
    await server.app.db.updateTable('portal_users').set({ culture: null }).execute();
  });

  it('answers null for a user who never chose, then the culture the user set themself', async () => {
    expect((await self(publicToken)).culture).toBeNull();

    const response = await update('tims.public', { culture: 'de', token: publicToken });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, username: 'tims.public' });
    expect(await cultureOf('tims.public')).toBe('de');

    // Every JSON of the user says it: community/self, community/users, portals/self's user.
    expect((await self(publicToken)).culture).toBe('de');
    const byId = await server.app.inject({
      url: `${REST}/community/users/${PUBLIC_ID}?f=json&token=${adminToken}`,
    });
    expect(byId.json()).toMatchObject({ username: 'tims.public', culture: 'de' });
    const portalSelf = await server.app.inject({
      url: `${REST}/portals/self?f=json&token=${publicToken}`,
    });
    expect(portalSelf.json().user).toMatchObject({ culture: 'de' });
    // Other users are untouched.
    expect((await self(staffToken)).culture).toBeNull();
  });

  it('takes the token from a header, the user by id, and a culture in any case', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: `${REST}/community/users/${PUBLIC_ID}/update/`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-esri-authorization': `Bearer ${publicToken}`,
      },
      payload: 'f=json&culture=pt-br',
    });
    expect(response.json()).toEqual({ success: true, username: 'tims.public' });
    expect(await cultureOf('tims.public')).toBe('pt-BR');
    expect((await update('tims.public', { culture: 'ZH-tw', token: publicToken })).json()).toEqual({
      success: true,
      username: 'tims.public',
    });
    expect(await cultureOf('tims.public')).toBe('zh-TW');
  });

  it('accepts every one of the 41 languages', async () => {
    expect(PORTAL_CULTURES).toHaveLength(41);
    for (const culture of PORTAL_CULTURES) {
      const response = await update('tims.staff', { culture, token: staffToken });
      expect(response.json()).toEqual({ success: true, username: 'tims.staff' });
      expect(await cultureOf('tims.staff')).toBe(culture);
    }
  });

  it('lets an organisation administrator set another user’s culture', async () => {
    const response = await update('tims.staff', { culture: 'fr', token: adminToken });
    expect(response.json()).toEqual({ success: true, username: 'tims.staff' });
    expect(await cultureOf('tims.staff')).toBe('fr');
    // rest-js names the user in the parameters as well when an administrator updates another.
    const named = await update('tims.staff', {
      culture: 'es',
      username: 'tims.staff',
      token: adminToken,
    });
    expect(named.json()).toEqual({ success: true, username: 'tims.staff' });
    expect(await cultureOf('tims.staff')).toBe('es');
  });

  it('refuses anyone else, without a token, with a bad token, and GET', async () => {
    await update('tims.admin', { culture: 'it', token: adminToken });
    const other = await update('tims.admin', { culture: 'de', token: staffToken });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual({
      error: {
        code: 403,
        messageCode: 'GWM_0003',
        message: 'You do not have permissions to access this resource or perform this operation.',
        details: [],
      },
    });
    expect((await update('tims.admin', { culture: 'de' })).json().error).toMatchObject({
      code: 499,
      message: 'Token Required',
    });
    expect(
      (await update('tims.admin', { culture: 'de', token: 'not-a-token' })).json().error,
    ).toMatchObject({ code: 498, message: 'Invalid token.' });
    const viaGet = await server.app.inject({
      url: `${REST}/community/users/tims.admin/update?f=json&culture=de&token=${adminToken}`,
    });
    expect(viaGet.json()).toEqual({
      error: { code: 405, messageCode: 'GWM_0005', message: 'Method not supported.', details: [] },
    });
    expect((await update('nobody', { culture: 'de', token: adminToken })).json().error).toEqual({
      code: 400,
      message: 'User does not exist or is inaccessible.',
      details: [],
    });
    expect(await cultureOf('tims.admin')).toBe('it');
  });

  it('refuses a culture that is not one of the languages, and any other property', async () => {
    await update('tims.public', { culture: 'nl', token: publicToken });
    const languages = `culture must be one of ${PORTAL_CULTURES.join(', ')}.`;
    for (const culture of ['xx', 'en-US', 'de ', 'klingon', '../de', "de' OR '1'='1"]) {
      expect((await update('tims.public', { culture, token: publicToken })).json()).toEqual(
        refusal(languages),
      );
    }
    const other = await update('tims.public', {
      culture: 'de',
      description: 'x',
      password: 'y',
      token: publicToken,
    });
    expect(other.json()).toEqual(
      refusal('Only culture can be updated on this portal, not description, password.'),
    );
    const renamed = await update('tims.public', {
      culture: 'de',
      username: 'tims.admin',
      token: publicToken,
    });
    expect(renamed.json()).toEqual(refusal('The user name cannot be modified.'));
    expect(await cultureOf('tims.public')).toBe('nl');
  });

  it('changes nothing for an absent or empty culture, and clears it with clearEmptyFields', async () => {
    await update('tims.public', { culture: 'sv', token: publicToken });
    const ok = { success: true, username: 'tims.public' };
    expect((await update('tims.public', { token: publicToken })).json()).toEqual(ok);
    expect((await update('tims.public', { culture: '', token: publicToken })).json()).toEqual(ok);
    expect(await cultureOf('tims.public')).toBe('sv');
    const cleared = await update('tims.public', {
      culture: '',
      clearEmptyFields: 'true',
      token: publicToken,
    });
    expect(cleared.json()).toEqual(ok);
    expect(await cultureOf('tims.public')).toBeNull();
  });

  it('refuses hostile values with an envelope, keeps the culture and logs no error', async () => {
    await update('tims.public', { culture: 'fi', token: publicToken });
    const logged = server.logs.length;
    const hostile = [
      `culture=${'d'.repeat(100_000)}`,
      'culture=d%00e',
      'culture=de%00',
      'culture=%00',
      'culture=%ED%A0%80',
      'culture=%FF%FE',
      'culture[]=de&culture[]=fr',
      'culture[x]=de',
      'culture=__proto__',
      'culture=constructor',
      `culture=de&description=${'x'.repeat(10_000)}`,
      'username=%00&culture=de',
      'clearEmptyFields=true&culture=%00',
    ];
    for (const body of hostile) {
      const response = await server.app.inject({
        method: 'POST',
        url: `${REST}/community/users/tims.public/update`,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-esri-authorization': `Bearer ${publicToken}`,
        },
        payload: `f=json&${body}`,
      });
      expect(response.statusCode).toBeLessThan(500);
      const answer = response.json<{ success?: boolean; error?: { code: number } }>();
      // A value that is not a language never becomes the culture; some forms carry none at all.
      if (answer.success !== true) expect(answer.error?.code).toBeGreaterThanOrEqual(400);
      expect(await cultureOf('tims.public')).toBe('fi');
    }
    // JSON bodies, as no ArcGIS client sends: values that are not text are no culture.
    for (const culture of [{ de: 'de' }, 5, null, true, [[]], 'x'.repeat(100_000)]) {
      const json = await server.app.inject({
        method: 'POST',
        url: `${REST}/community/users/tims.public/update`,
        headers: {
          'content-type': 'application/json',
          'x-esri-authorization': `Bearer ${publicToken}`,
        },
        payload: JSON.stringify({ culture, f: 'json' }),
      });
      expect(json.statusCode).toBeLessThan(500);
      expect(await cultureOf('tims.public')).toBe('fi');
    }
    // An oversized user name in the path.
    const longUser = await update('u'.repeat(20_000), { culture: 'de', token: publicToken });
    expect(longUser.statusCode).toBeLessThan(500);
    expect(longUser.json().error.code).toBeGreaterThanOrEqual(400);
    const errors = server.logs.slice(logged).filter((line) => Number(line.level) >= 50);
    expect(errors).toEqual([]);
  });
});
