import { brotliDecompressSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../helper';

describe('compression', () => {
  let server: TestApp;
  afterEach(() => server.close());

  it('compresses API answers over 1 KB with brotli for a client that accepts it', async () => {
    // A long setting makes GET /config large enough to be worth compressing.
    const name = 'Department of Transportation '.repeat(60).trim();
    server = await createTestApp({ env: { DEPARTMENT_NAME: name } });
    const response = await server.app.inject({
      url: '/tims/api/config',
      headers: { 'accept-encoding': 'br, gzip' },
    });

    expect(response.headers['content-encoding']).toBe('br');
    const body = JSON.parse(brotliDecompressSync(response.rawPayload).toString('utf8'));
    expect(body.department.name).toBe(name);
  });

  it('leaves small answers alone', async () => {
    server = await createTestApp();
    const response = await server.app.inject({
      url: '/tims/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });

    expect(response.headers['content-encoding']).toBeUndefined();
  });
});
