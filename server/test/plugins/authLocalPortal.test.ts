import type { TestApp } from '../helper';
import { createPortalApp, generateToken } from '../portal/portalHelper';

/** With no PORTAL_URL the tokens come from the local portal, verified in process. */
describe('auth against the local portal', () => {
  let server: TestApp;
  beforeEach(async () => {
    server = await createPortalApp();
  });
  afterEach(() => server.close());

  const get = (url: string, token: string, username: string) =>
    server.app.inject({
      url,
      headers: { authorization: `Bearer ${token}`, 'x-tims-username': username },
    });

  it('signs an administrator in through generateToken and answers /me', async () => {
    const token = await generateToken(server, 'tims.admin');

    const response = await get('/tims/api/me', token, 'tims.admin');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username: 'tims.admin', isAdmin: true });
    expect(response.json<{ groups: { id: string }[] }>().groups).toContainEqual(
      expect.objectContaining({ id: server.config.portal.adminGroupId }),
    );
  });

  it('keeps staff out of the admin routes', async () => {
    const token = await generateToken(server, 'tims.staff');

    expect((await get('/tims/api/me', token, 'tims.staff')).json()).toMatchObject({
      isAdmin: false,
    });
    expect((await get('/tims/api/admin/analytics', token, 'tims.staff')).statusCode).toBe(403);
  });
});
