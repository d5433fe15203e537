import { Value } from '@sinclair/typebox/value';
import { AppConfig } from '../../../contracts/config';
import { createTestApp, type TestApp } from '../helper';

describe('GET /tims/api/config', () => {
  let server: TestApp;
  afterEach(() => server.close());

  it('answers the app configuration of contracts/config.ts, revalidated on each use', async () => {
    server = await createTestApp({ env: { PUBLIC_URL: 'https://tims.example.gov' } });
    const response = await server.app.inject({ method: 'GET', url: '/tims/api/config' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const body: unknown = response.json();
    expect(Value.Check(AppConfig, body)).toBe(true);
    expect(body).toMatchObject({
      apiBaseUrl: 'https://tims.example.gov/tims/api',
      version: server.config.version,
      department: { name: 'State Department of Transportation', shortName: 'DOT', stateFips: '39' },
      product: { name: 'TIMS', logoUrl: '/tims/brand/tims-logo.svg' },
      portal: { url: 'https://tims.example.gov/portal', appId: 'tims-web', local: true },
      ui: { menuInHeader: false, devTools: false },
    });
  });

  it('reflects the settings', async () => {
    server = await createTestApp({
      env: {
        PORTAL_URL: 'https://gis.example.gov/portal',
        PORTAL_APP_ID: 'abc123',
        STATE_NAME: 'Delaware',
        STATE_FIPS: '10',
        MENU_IN_HEADER: 'true',
        DEVTOOLS: '1',
      },
    });
    const body = (await server.app.inject({ url: '/tims/api/config' })).json<AppConfig>();

    expect(body.portal).toMatchObject({ url: 'https://gis.example.gov/portal', appId: 'abc123' });
    expect(body.portal.local).toBe(false);
    expect(body.department).toMatchObject({ stateName: 'Delaware', stateFips: '10' });
    expect(body.ui).toEqual({ menuInHeader: true, devTools: true });
  });
});
