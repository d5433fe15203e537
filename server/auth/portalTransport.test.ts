import Fastify, { type FastifyInstance } from 'fastify';
import { injectTransport } from './portalTransport';

/** The local portal's transport: the same app, called in process, before any `listen`. */
describe('injectTransport', () => {
  let app: FastifyInstance;
  let received: { contentType?: string; body: unknown; url: string }[];
  beforeEach(() => {
    received = [];
    app = Fastify();
    app.decorate('internalCallKey', 'key-of-this-process');
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    app.post('/portal/sharing/rest/community/self', async (request) => {
      received.push({
        contentType: request.headers['content-type'],
        body: request.body,
        url: request.url,
      });
      return { username: 'ada' };
    });
    app.post('/portal/slow', () => new Promise(() => {}));
  });
  afterEach(() => app.close());

  it('posts the form to the path under the portal root', async () => {
    const transport = injectTransport(app, '/portal', 1_000);

    const response = await transport(
      '/sharing/rest/community/self',
      new URLSearchParams({ f: 'json', token: 'secret' }),
    );

    expect(response).toEqual({ status: 200, text: '{"username":"ada"}' });
    expect(received).toEqual([
      {
        contentType: 'application/x-www-form-urlencoded',
        body: { f: 'json', token: 'secret' },
        url: '/portal/sharing/rest/community/self',
      },
    ]);
  });

  it('gives up after the timeout', async () => {
    const transport = injectTransport(app, '/portal', 50);

    await expect(transport('/slow', new URLSearchParams())).rejects.toMatchObject({
      name: 'TimeoutError',
    });
  });
});
