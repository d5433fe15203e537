import { createTestApp, type TestApp } from '../helper';
import { createPortalApp, generateToken } from './portalHelper';

describe('ArcGIS Server info of the TIMS services', () => {
  let server: TestApp;
  afterEach(() => server.close());

  it('names the local portal as owning system, with its generateToken', async () => {
    server = await createPortalApp();
    const info = (await server.app.inject({ url: '/tims/api/rest/info?f=json' })).json();
    expect(info).toEqual({
      currentVersion: 11.3,
      fullVersion: '11.3.0',
      owningSystemUrl: 'http://localhost:8080/portal',
      authInfo: {
        isTokenBasedSecurity: true,
        tokenServicesUrl: 'http://localhost:8080/portal/sharing/rest/generateToken',
        shortLivedTokenValidity: 60,
      },
    });
  });

  // @arcgis/core's checkAppAccess sends the token in the query here (contract §1.1, §2.13).
  it('lists the services, and answers a bad token with 498 (checkSignInStatus)', async () => {
    server = await createPortalApp();
    const token = await generateToken(server, 'tims.public');
    const services = (
      await server.app.inject({ url: `/tims/api/rest/services?f=json&token=${token}` })
    ).json();
    expect(services.services.map((service: { name: string }) => service.name)).toEqual([
      'Projects',
      'Bridges',
      'Counties',
      'Districts',
      'States',
    ]);
    const bad = await server.app.inject({ url: '/tims/api/rest/services?f=json&token=bad' });
    expect(bad.json().error.code).toBe(498);
    const badHeader = await server.app.inject({
      url: '/tims/api/rest/services?f=json',
      headers: { authorization: 'Bearer bad' },
    });
    expect(badHeader.json().error.code).toBe(498);
  });

  it('names an external PORTAL_URL instead, and serves no local portal', async () => {
    server = await createTestApp({ env: { PORTAL_URL: 'https://gis.example.gov/portal' } });
    const info = (await server.app.inject({ url: '/tims/api/rest/info?f=json' })).json();
    expect(info.owningSystemUrl).toBe('https://gis.example.gov/portal');
    expect(info.authInfo.tokenServicesUrl).toBe(
      'https://gis.example.gov/portal/sharing/rest/generateToken',
    );
    expect((await server.app.inject({ url: '/portal/sharing/rest?f=json' })).statusCode).toBe(404);
  });
});
