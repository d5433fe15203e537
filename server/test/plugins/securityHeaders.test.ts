import { createTestApp, type TestApp } from '../helper';

function directives(header: string | string[] | number | undefined): Map<string, string> {
  const entries = String(header)
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .map(([name = '', ...values]) => [name, values.join(' ')] as const);
  return new Map(entries);
}

describe('security headers', () => {
  let server: TestApp;
  afterEach(() => server.close());

  it('send a strict Content-Security-Policy that allows the portal and no eval', async () => {
    server = await createTestApp({ env: { PORTAL_URL: 'https://gis.example.gov/portal' } });
    const response = await server.app.inject({ url: '/tims/api/config' });
    const header = response.headers['content-security-policy'];
    const csp = directives(header);

    expect(header).not.toContain("'unsafe-eval'");
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('script-src')).toBe("'self' 'wasm-unsafe-eval'");
    expect(csp.get('style-src')).toBe("'self' 'unsafe-inline'");
    expect(csp.get('img-src')).toBe("'self' data: blob: https://gis.example.gov");
    expect(csp.get('connect-src')).toBe("'self' https://gis.example.gov");
    expect(csp.get('form-action')).toBe("'self' https://gis.example.gov");
    expect(csp.get('worker-src')).toBe("'self' blob:");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('frame-ancestors')).toBe("'self'");
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('allow the https form of an http portal, which credentials marked ssl are sent to (spec §9)', async () => {
    server = await createTestApp({ env: { PORTAL_URL: 'http://gis.example.gov:7080/arcgis' } });
    const csp = directives(
      (await server.app.inject({ url: '/tims/api/config' })).headers['content-security-policy'],
    );
    const portal = 'http://gis.example.gov:7080 https://gis.example.gov:7443';
    expect(csp.get('connect-src')).toBe(`'self' ${portal}`);
    expect(csp.get('img-src')).toBe(`'self' data: blob: ${portal}`);
    expect(csp.get('form-action')).toBe(`'self' ${portal}`);
  });

  it('upgrade insecure requests and send HSTS when the public URL is https', async () => {
    server = await createTestApp({ env: { PUBLIC_URL: 'https://tims.example.gov' } });
    const response = await server.app.inject({ url: '/tims/api/health' });

    expect(
      directives(response.headers['content-security-policy']).has('upgrade-insecure-requests'),
    ).toBe(true);
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('are on 404 answers too', async () => {
    server = await createTestApp();
    const response = await server.app.inject({ url: '/nowhere' });

    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
