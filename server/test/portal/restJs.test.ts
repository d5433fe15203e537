import type { AddressInfo } from 'node:net';
import type * as RestRequest from '@esri/arcgis-rest-request' with { 'resolution-mode': 'import' };
import type * as RestPortal from '@esri/arcgis-rest-portal' with { 'resolution-mode': 'import' };
import type { TestApp } from '../helper';
import { createPortalApp, generateToken, oauthSignIn } from './portalHelper';

// The packages ship types for their ESM build only; jest runs their CommonJS build.
/* eslint-disable @typescript-eslint/no-require-imports */
const { ArcGISIdentityManager, request } =
  require('@esri/arcgis-rest-request') as typeof RestRequest;
const { getItem, getUser, searchItems, updateUser } =
  require('@esri/arcgis-rest-portal') as typeof RestPortal;
/* eslint-enable @typescript-eslint/no-require-imports */

const STAFF_DRAFT = '3d6736f359650300f9df1ca3e9efdaed';

/** The portal driven by Esri's own client over HTTP (contract §7 item 8). */
describe('local portal with @esri/arcgis-rest-js', () => {
  let server: TestApp;
  let portal: string;
  beforeAll(async () => {
    server = await createPortalApp();
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    portal = `http://127.0.0.1:${port}/portal/sharing/rest`;
  });
  afterAll(() => server.close());

  const expireHook = (token: string) =>
    server.app.inject({
      method: 'POST',
      url: '/portal/__test__/tokens/expire',
      payload: { token },
    });

  async function signedInManager(username: string) {
    const signIn = await oauthSignIn(server, username);
    // fromToken takes no refresh token; a manager that can refresh is built directly.
    return new ArcGISIdentityManager({
      token: signIn.access_token,
      tokenExpires: new Date(Date.now() + signIn.expires_in * 1000),
      refreshToken: signIn.refresh_token,
      refreshTokenExpires: new Date(Date.now() + signIn.refresh_token_expires_in * 1000),
      clientId: server.config.portal.appId,
      redirectUri: `${server.config.publicUrl}/tims/auth`,
      portal,
      username,
    });
  }

  it('fromToken resolves and getUser reads community/self', async () => {
    const signIn = await oauthSignIn(server, 'tims.staff');
    const manager = await ArcGISIdentityManager.fromToken({ token: signIn.access_token, portal });
    const user = await manager.getUser();
    expect(manager.username).toBe('tims.staff');
    expect(user).toMatchObject({ username: 'tims.staff', fullName: 'Sam Rivera, P.E.' });
    expect(user.groups?.map((group) => group.title)).toContain('DOT Staff');
    const other = await getUser({ username: 'tims.admin', authentication: manager });
    expect(other.fullName).toBe('Alex Morgan');
  });

  it('searchItems pages and sees private items only when signed in', async () => {
    const anonymous = await searchItems({ q: 'type:"Feature Service"', num: 3, portal });
    expect(anonymous.total).toBe(4);
    expect(anonymous.nextStart).toBe(4);
    const next = await anonymous.nextPage?.();
    expect(next?.results).toHaveLength(1);

    const manager = await signedInManager('tims.staff');
    const mine = await searchItems({
      q: 'owner:tims.staff AND access:private',
      authentication: manager,
    });
    expect(mine.results.map((item) => item.id)).toEqual([STAFF_DRAFT]);
  });

  it('refreshes with the refresh token and retries once when a request gets 498', async () => {
    const manager = await signedInManager('tims.staff');
    const firstToken = manager.token;
    await expireHook(firstToken);

    const item = await getItem(STAFF_DRAFT, { authentication: manager });
    expect(item.id).toBe(STAFF_DRAFT);
    expect(manager.token).not.toBe(firstToken);
  });

  it('signOut revokes the sign-in: its tokens then get 498', async () => {
    const manager = await signedInManager('tims.staff');
    const token = manager.token;
    await manager.signOut();

    await expect(
      request(`${portal}/community/self`, { params: { token }, httpMethod: 'GET' }),
    ).rejects.toMatchObject({ name: 'ArcGISAuthError', code: 498 });
  });

  it('updateUser sets the culture of the signed-in user and of another user as administrator', async () => {
    const manager = async (username: string) =>
      ArcGISIdentityManager.fromToken({ token: await generateToken(server, username), portal });
    const publicUser = await manager('tims.public');
    expect(await updateUser({ authentication: publicUser, user: { culture: 'ja' } })).toEqual({
      success: true,
      username: 'tims.public',
    });
    expect(await getUser({ username: 'tims.public', authentication: publicUser })).toMatchObject({
      culture: 'ja',
    });

    const admin = await manager('tims.admin');
    expect(
      await updateUser({ authentication: admin, user: { username: 'tims.staff', culture: 'ko' } }),
    ).toEqual({ success: true, username: 'tims.staff' });
    await expect(
      updateUser({ authentication: publicUser, user: { username: 'tims.staff', culture: 'de' } }),
    ).rejects.toMatchObject({ code: 'GWM_0003' });
    await expect(
      updateUser({ authentication: publicUser, user: { culture: 'tlh' } }),
    ).rejects.toThrow('Unable to update user.');
  });
});
