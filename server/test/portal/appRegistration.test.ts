import { APP_REDIRECT_URIS, updateTimsAppRedirects } from '../../portal/seed/seed';
import type { TestApp } from '../helper';
import { authorizeFields, createPortalApp } from './portalHelper';

describe("local portal: TIMS's own app registration", () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createPortalApp();
    await server.app.ready();
  });
  afterAll(() => server.close());

  const authorize = (redirectUri: string) =>
    server.app.inject({
      url: `/portal/sharing/oauth2/authorize?${new URLSearchParams(
        authorizeFields(server, { redirect_uri: redirectUri }).fields as Record<string, string>,
      )}`,
    });

  it('accepts the OAuth popup callback page as a redirect URI', async () => {
    expect((await authorize('http://localhost:8123/tims/oauth-callback.html')).statusCode).toBe(
      200,
    );
    expect((await authorize('http://localhost:8123/tims/other.html')).statusCode).toBe(400);
  });

  it('brings a registration seeded by an older version up to date', async () => {
    const registration = () =>
      server.app.db
        .selectFrom('portal_apps')
        .select('redirect_uris')
        .where('client_id', '=', server.config.portal.appId)
        .executeTakeFirstOrThrow();
    await server.app.db
      .updateTable('portal_apps')
      .set({ redirect_uris: JSON.stringify(APP_REDIRECT_URIS.slice(0, 3)) })
      .execute();

    await updateTimsAppRedirects(server.app.db, server.config);

    expect(JSON.parse((await registration()).redirect_uris)).toEqual(APP_REDIRECT_URIS);
  });
});
