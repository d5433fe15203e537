import type { TestApp } from '../helper';
import { generateToken } from './portalHelper';
import { portalTargets } from './portalTargets';

const SCENE = '7222e42c98ca1c3e62dad8c0730f3258';
const WEB_MAP = '3bc5d448d04d71b9c9a8761689de2bbd';
const BRIDGE_MAP = '905b7999aeaa1c81468576fdca2c2a06';
const STAFF_ONLY = 'f697569ee8ceb848b3ad196929b33f08';
const PROJECTS_SERVICE = 'bb164d816c8419738c4bcaff24cf4cce';
const HOSTILE = 'abcdefabcdefabcdefabcdefabcdef01';

/** `{portal}/home/item.html?id=`: the portal's own page of an item, where scenes open. */
describe.each(portalTargets)('local portal: the item page on $name', (target) => {
  let server: TestApp;
  let staff: string;
  let publicUser: string;
  beforeAll(async () => {
    server = await target.create();
    await server.app.ready();
    staff = await generateToken(server, 'tims.staff');
    publicUser = await generateToken(server, 'tims.public');
    const at = '2026-05-01T12:00:00.000Z';
    await server.app.db
      .insertInto('portal_items')
      .values({
        id: HOSTILE,
        owner: 'tims.admin',
        title: '<script>alert("title")</script> & Co',
        type: 'Web Mapping Application',
        type_keywords: JSON.stringify([]),
        name: null,
        snippet: '<img src=x onerror=alert(1)>',
        description: 'First <b>paragraph</b>.\n\n"Second" paragraph',
        tags: JSON.stringify(['<tag>']),
        thumbnail: null,
        url: 'javascript:alert(1)',
        access: 'public',
        extent: null,
        data: null,
        created_at: at,
        modified_at: at,
      })
      .execute();
  }, 60_000);
  afterAll(() => server?.close());

  const page = (id: string, headers: Record<string, string> = {}) =>
    server.app.inject({ url: `/portal/home/item.html?id=${id}`, headers });
  const bearer = (token: string) => ({ 'x-esri-authorization': `Bearer ${token}` });

  it('shows a public web scene to anyone: title, thumbnail, type, details and its layers', async () => {
    const response = await page(SCENE);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const html = response.body;
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('<h1>Statewide Program in 3D</h1>');
    expect(html).toContain('<p class="type">Web Scene</p>');
    expect(html).toMatch(/<img src="data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+" alt=""/);
    expect(html).toContain('<dd>tims.admin</dd>');
    expect(html).toContain('<dd>July 27, 2026</dd>');
    expect(html).toContain('<dd>Everyone (public)</dd>');
    expect(html).toContain('<li>3D</li>');
    // Each layer opens its Feature Service item in the TIMS map.
    expect(html).toContain(
      `<li><a href="http://localhost:8080/tims/map/cid/${PROJECTS_SERVICE}">Projects</a></li>`,
    );
    expect(html).toContain('href="http://localhost:8080/tims/mapviewers"');
  });

  it('links a web map to TIMS, and says when a layer needs a sign-in', async () => {
    const html = (await page(WEB_MAP)).body;
    expect(html).toContain(
      `<a class="button" href="http://localhost:8080/tims/map/wid/${WEB_MAP}">Open in TIMS</a>`,
    );
    expect((await page(BRIDGE_MAP)).body).toContain('Some layers of this map are for signed-in');
    const service = (await page(PROJECTS_SERVICE)).body;
    expect(service).toContain(
      'http://localhost:8080/tims/api/rest/services/Projects/FeatureServer',
    );
    expect(service).toContain(`href="http://localhost:8080/tims/map/cid/${PROJECTS_SERVICE}"`);
  });

  it('asks an anonymous visitor to sign in for a staff-only item, without showing it', async () => {
    const response = await page(STAFF_ONLY);
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain('<h1>Sign-in needed</h1>');
    expect(response.body).toContain(
      'href="http://localhost:8080/tims/auth?returnTo=%2Fmapviewers"',
    );
    expect(response.body).not.toContain('Poor');

    const shown = await page(STAFF_ONLY, bearer(staff));
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('<h1>Bridges in Poor Condition</h1>');
    expect(shown.body).toContain('<dd>Groups: Bridges, DOT Staff</dd>');

    // A signed-in user without access learns no more than about a missing item.
    const refused = await page(STAFF_ONLY, bearer(publicUser));
    expect(refused.statusCode).toBe(404);
    expect(refused.body).toContain('<h1>Item not found</h1>');
  });

  it('answers unknown, malformed and missing ids with a not-found page, and a bad token with 401', async () => {
    for (const id of ['0'.repeat(32), 'nonsense', '"><script>', '']) {
      const response = await page(encodeURIComponent(id));
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<h1>Item not found</h1>');
      expect(response.body).not.toMatch(/<script/i);
    }
    expect((await server.app.inject('/portal/home/item.html')).statusCode).toBe(404);
    const expired = await page(SCENE, bearer('not-a-token'));
    expect(expired.statusCode).toBe(401);
    expect(expired.body).toContain('<h1>Sign in again</h1>');
  });

  it('escapes every text of the item and never links a non-web address', async () => {
    const html = (await page(HOSTILE)).body;
    expect(html).not.toMatch(/<script|<img src=x|<b>|<tag>/i);
    expect(html).toContain(
      '<h1>&#60;script&#62;alert(&#34;title&#34;)&#60;/script&#62; &#38; Co</h1>',
    );
    expect(html).toContain(
      '<p>First &#60;b&#62;paragraph&#60;/b&#62;.</p><p>&#34;Second&#34; paragraph</p>',
    );
    expect(html).toContain('<li>&#60;tag&#62;</li>');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('class="button"');
  });
});
