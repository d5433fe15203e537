import { createTestApp, pageView, type TestApp } from '../helper';

describe('POST /tims/api/analytics/pageviews', () => {
  let server: TestApp;
  beforeEach(async () => {
    server = await createTestApp();
  });
  afterEach(() => server.close());

  const post = (payload: Record<string, unknown>) =>
    server.app.inject({ method: 'POST', url: '/tims/api/analytics/pageviews', payload });
  const rows = () => server.app.db.selectFrom('page_views').selectAll().orderBy('path').execute();
  const today = () => new Date().toISOString().slice(0, 10);

  it('counts a page view for today, and the same view again as a second count', async () => {
    expect((await post(pageView())).statusCode).toBe(204);
    const second = await post(pageView());

    expect(second.statusCode).toBe(204);
    expect(second.body).toBe('');
    expect(await rows()).toEqual([
      { day: today(), page: 'Projects', path: '/projects', language: 'en', count: 2 },
    ]);
  });

  it('stores the path without query or hash, and no page name as ""', async () => {
    await post(
      pageView({ path: '/map?pid=112233&token=abc#layers', page: null, language: 'pt-BR' }),
    );

    expect(await rows()).toEqual([
      { day: today(), page: '', path: '/map', language: 'pt-BR', count: 1 },
    ]);
  });

  it('keeps different pages, paths and languages apart', async () => {
    await post(pageView());
    await post(pageView({ language: 'es' }));
    await post(pageView({ path: '/projects/112233', page: 'Project Details' }));

    expect((await rows()).map((row) => [row.path, row.language, row.count])).toEqual([
      ['/projects', 'en', 1],
      ['/projects', 'es', 1],
      ['/projects/112233', 'en', 1],
    ]);
  });

  it.each([
    ['a path not starting with /', { path: 'projects' }, 'body/path must match pattern "^/"'],
    ['an unknown page name', { page: 'Nowhere' }, 'body/page must be one of "Data", "Home"'],
    ['a bad language tag', { language: 'english' }, 'body/language must match pattern'],
    ['an extra field', { userId: 'jdoe' }, 'body/userId is not an allowed field'],
    ['a missing field', { language: undefined }, 'body/language is required'],
  ])(
    'rejects %s with a 400 naming the field, and stores nothing',
    async (_case, change, message) => {
      const response = await post(pageView(change));

      expect(response.statusCode).toBe(400);
      const body = response.json<{ error: { code: string; message: string } }>();
      expect(body.error.code).toBe('bad-request');
      expect(body.error.message).toContain(message);
      expect(await rows()).toEqual([]);
    },
  );

  it('lists every page name when the name is unknown', async () => {
    const body = (await post(pageView({ page: 'Nowhere' }))).json<{ error: { message: string } }>();

    expect(body.error.message).toBe(
      'body/page must be one of "Data", "Home", "Maps", "Map viewer", "Map viewers", "Projects", ' +
        '"Project Details", "Support" or null',
    );
  });

  it('rejects a body that is not JSON with a 400', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/tims/api/analytics/pageviews',
      headers: { 'content-type': 'application/json' },
      payload: '{"path":',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'bad-request' } });
  });

  it('rejects a body over 1 MB with a 413', async () => {
    const response = await post(pageView({ path: `/${'x'.repeat(1024 * 1024)}` }));

    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: { code: 'payload-too-large' } });
  });

  it('answers a database failure with a 500 that shows nothing of it', async () => {
    await server.app.db.destroy();
    const response = await post(pageView());

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: 'internal', message: 'Internal server error' },
    });
    expect(server.logs.some((line) => line.level === 50 && line.msg === 'Request failed')).toBe(
      true,
    );
  });
});
