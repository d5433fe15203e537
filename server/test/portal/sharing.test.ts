import type { TestApp } from '../helper';
import { createPortalApp, generateToken, REST } from './portalHelper';

const ADMIN_GROUP_ID = '7c1ea6a3f5d94f0e9b1f3c2a5d4e6f70';
const STAFF_ID = '75600b41d421ff6f8c51e0d02f7cb6d7';

describe('local portal: Sharing root, portals/self and community', () => {
  let server: TestApp;
  let staffToken: string;
  let publicToken: string;
  beforeAll(async () => {
    server = await createPortalApp();
    staffToken = await generateToken(server, 'tims.staff');
    publicToken = await generateToken(server, 'tims.public');
  });
  afterAll(() => server.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ url: `${REST}${url}`, headers });

  it('answers the Sharing root with its version, and a bogus token with 498 at HTTP 200', async () => {
    expect((await get('?f=json')).json()).toEqual({ currentVersion: '2024.1' });
    const bad = await get('?f=json&token=bogus');
    expect(bad.statusCode).toBe(200);
    expect(bad.json()).toEqual({ error: { code: 498, message: 'Invalid token.', details: [] } });
  });

  it('names itself as owning system and its generateToken in info, whatever the token', async () => {
    const body = (await get('/info?f=json&token=bogus')).json();
    expect(body).toEqual({
      owningSystemUrl: 'http://localhost:8080/portal',
      authInfo: {
        tokenServicesUrl: 'http://localhost:8080/portal/sharing/rest/generateToken',
        isTokenBasedSecurity: true,
      },
    });
  });

  it('answers an anonymous portals/self without user, authMode or url; with a token, with user', async () => {
    const anonymous = (await get('/portals/self?f=json&culture=en-us')).json();
    expect(anonymous).not.toHaveProperty('user');
    expect(anonymous).not.toHaveProperty('authMode');
    expect(anonymous).not.toHaveProperty('url');
    expect(anonymous).toMatchObject({
      currentVersion: '2024.1',
      isPortal: true,
      supportsOAuth: true,
      name: 'State Department of Transportation',
      authorizedCrossOriginDomains: [],
      featuredGroups: [
        { title: 'Featured Maps', owner: 'tims.admin' },
        { title: 'Construction', owner: 'tims.admin' },
        { title: 'Traffic & Safety', owner: 'tims.admin' },
        { title: 'Planning', owner: 'tims.admin' },
        { title: 'Bridges', owner: 'tims.admin' },
      ],
      basemapGalleryGroupQuery: 'id:c7a1f3e2b9d84a6f9e0b2d4c6a8e1f35',
    });

    const signedIn = (
      await get('/portals/self?f=json', { 'x-esri-authorization': `Bearer ${staffToken}` })
    ).json();
    expect(signedIn.user).toMatchObject({
      username: 'tims.staff',
      fullName: 'Sam Rivera, P.E.',
      id: STAFF_ID,
    });
    expect(signedIn.user).not.toHaveProperty('groups');
    expect((await get('/portals/self?f=json&token=nope')).json().error.code).toBe(498);
  });

  it('echoes the Origin with credentials on every answer and answers preflights', async () => {
    const origin = 'http://localhost:3000';
    const response = await get('/portals/self?f=json', { origin });
    expect(response.headers['access-control-allow-origin']).toBe(origin);
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');

    const preflight = await server.app.inject({
      method: 'OPTIONS',
      url: `${REST}/oauth2/platformSelf`,
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-esri-auth-client-id,x-esri-auth-redirect-uri',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(origin);
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');
    expect(String(preflight.headers['access-control-allow-headers'])).toMatch(
      /X-Esri-Auth-Client-Id/,
    );
    expect(String(preflight.headers['access-control-allow-headers'])).toMatch(
      /X-Esri-Authorization/,
    );
  });

  it('answers community/self with the groups, 499 without a token and 498 with a bad one', async () => {
    const self = (await get(`/community/self?f=json&token=${staffToken}`)).json();
    expect(self).toMatchObject({
      username: 'tims.staff',
      orgId: 'TIMSLOCALPORTAL1',
      role: 'org_publisher',
    });
    expect(self.groups.map((group: { title: string }) => group.title)).toEqual([
      'Bridges',
      'Construction',
      'DOT Staff',
      'Planning',
      'Traffic & Safety',
    ]);
    expect(self.groups[2].userMembership).toEqual({ username: 'tims.staff', memberType: 'member' });
    expect(self.groups[0].userMembership).toEqual({ username: 'tims.staff', memberType: 'admin' });

    expect((await get('/community/self?f=json')).json()).toEqual({
      error: {
        code: 499,
        message: 'Token Required',
        messageCode: 'GWM_0003',
        details: ['Token Required'],
      },
    });
    expect((await get('/community/self?f=json&token=bad')).json().error.code).toBe(498);
  });

  it('puts the admin in the ADMIN_GROUP_ID group and the public user in none', async () => {
    const admin = await generateToken(server, 'tims.admin');
    const groups = (await get(`/community/self?f=json&token=${admin}`)).json().groups;
    expect(groups).toContainEqual(
      expect.objectContaining({ id: ADMIN_GROUP_ID, title: 'TIMS Administrators' }),
    );
    expect((await get(`/community/self?f=json&token=${publicToken}`)).json().groups).toEqual([]);
  });

  it('serves community/users by username or id, with groups only to the user themself', async () => {
    const byId = (await get(`/community/users/${STAFF_ID}?f=json&token=${staffToken}`)).json();
    expect(byId).toMatchObject({ username: 'tims.staff' });
    expect(byId.groups).toHaveLength(5);

    const byOther = (await get(`/community/users/tims.staff?f=json&token=${publicToken}`)).json();
    expect(byOther.username).toBe('tims.staff');
    expect(byOther).not.toHaveProperty('groups');

    // Users are visible to the organisation only.
    expect((await get('/community/users/tims.staff?f=json')).json().error.code).toBe(400);
    expect((await get('/community/users/nobody?f=json')).json().error.code).toBe(400);
  });

  it('searches groups the caller may see and hides the private admin group (CONT_0006)', async () => {
    const featured = (
      await get(
        '/community/groups?f=json&q=(title:"Featured Maps" AND owner:tims.admin) OR (title:"Traffic & Safety" AND owner:tims.admin)&sortField=title',
      )
    ).json();
    expect(featured.results.map((group: { title: string }) => group.title)).toEqual([
      'Featured Maps',
      'Traffic & Safety',
    ]);
    const all = (await get('/community/groups?f=json&q=*&num=100')).json();
    expect(all.results.map((group: { title: string }) => group.title)).not.toContain(
      'TIMS Administrators',
    );

    expect((await get(`/community/groups/${ADMIN_GROUP_ID}?f=json`)).json().error).toMatchObject({
      code: 400,
      messageCode: 'CONT_0006',
    });
  });

  it('serves thumbnails as image bytes even when asked with f=json', async () => {
    const groups = (await get('/community/groups?f=json&q=title:"Featured Maps"')).json();
    const id = groups.results[0].id as string;
    const thumbnail = await get(`/community/groups/${id}/info/thumbnail.svg?f=json`);
    expect(thumbnail.headers['content-type']).toBe('image/svg+xml');
    expect(thumbnail.body).toContain('<svg');

    const logo = await get('/portals/self/resources/thumbnail.svg');
    expect(logo.headers['content-type']).toBe('image/svg+xml');
  });

  it('answers unknown Sharing paths with an error envelope', async () => {
    expect((await get('/nothing/here?f=json')).json().error).toMatchObject({
      code: 400,
      message: 'Invalid URL',
    });
  });
});
