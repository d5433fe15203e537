import { createTestApp, type TestApp } from '../helper';

describe('not-found answers', () => {
  let server: TestApp;
  beforeEach(async () => {
    server = await createTestApp();
  });
  afterEach(() => server.close());

  it.each([
    ['GET', '/tims/api/xyz', 'No API route GET /tims/api/xyz'],
    ['POST', '/tims/api/config', 'No API route POST /tims/api/config'],
    ['DELETE', '/tims/api/xyz?token=abc', 'No API route DELETE /tims/api/xyz'],
    ['GET', '/elsewhere', 'No route GET /elsewhere'],
  ])('%s %s → JSON 404 "%s", never echoing the query', async (method, url, message) => {
    const response = await server.app.inject({ method: method as 'GET', url });

    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ error: { code: 'not-found', message } });
  });

  it('answers an unsupported body type with a 415 in the envelope', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/tims/api/analytics/pageviews',
      headers: { 'content-type': 'application/xml' },
      payload: '<view/>',
    });

    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ error: { code: 'unsupported-media-type' } });
  });
});
