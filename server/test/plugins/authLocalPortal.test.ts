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

/** Staff are the members of the seeded DOT Staff group, or of STAFF_GROUP_ID when it is set. */
describe('staff with the local portal', () => {
  let server: TestApp;
  afterEach(() => server.close());

  const me = async (username: string) => {
    const token = await generateToken(server, username);
    const response = await server.app.inject({
      url: '/tims/api/me',
      headers: { authorization: `Bearer ${token}` },
    });
    return response.json<{ isStaff: boolean; isAdmin: boolean }>();
  };

  it('counts the DOT Staff group, which tims.public is not in', async () => {
    server = await createPortalApp();

    expect(await me('tims.admin')).toMatchObject({ isStaff: true, isAdmin: true });
    expect(await me('tims.staff')).toMatchObject({ isStaff: true, isAdmin: false });
    expect(await me('tims.public')).toMatchObject({ isStaff: false, isAdmin: false });
  });

  it('seeds the staff group with the id STAFF_GROUP_ID names, with the staff in it', async () => {
    const STAFF_GROUP_ID = '5eed0000000000000000000000000001';
    server = await createPortalApp({ env: { STAFF_GROUP_ID } });
    await server.app.ready();

    const members = await server.app.inject({
      url: `/portal/sharing/rest/community/groups/${STAFF_GROUP_ID}/users?f=json&token=${await generateToken(server, 'tims.admin')}`,
    });
    expect(members.json()).toEqual({
      owner: 'tims.admin',
      admins: ['tims.admin'],
      users: ['tims.staff'],
    });
    expect(await me('tims.staff')).toMatchObject({ isStaff: true });
    expect(await me('tims.public')).toMatchObject({ isStaff: false });
  });
});
