import { brotliDecompressSync } from 'node:zlib';
import type { AppConfig } from '../../../contracts/config';
import { appConfig } from '../../routes/config';
import { createTestApp, type TestApp } from '../helper';

const INDEX = '<!doctype html><title>TIMS</title><div id="root"></div>';
const SNAPSHOT_ORIGIN = 'http://127.0.0.1:9999';
const HOME = (origin: string) =>
  `<!doctype html><title>TIMS</title><div id="root"><div data-prerendered inert>` +
  `<h1>Home</h1><a href="${origin}/tims/api/openapi.json">API</a></div></div>`;
const PROJECTS = '<!doctype html><title>Projects</title><div id="root"><h1>Projects</h1></div>';
const PROJECTS_ON_A_PHONE = '<!doctype html><title>Projects</title><div id="root">☰</div>';
const PHONE = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) Mobile Safari/537.36';

/** The config a snapshot taken from another server (SNAPSHOT_ORIGIN) would have recorded. */
async function configOfThisSetup(): Promise<{ config: AppConfig; publicUrl: string }> {
  const probe = await createTestApp();
  const { publicUrl } = probe.config;
  const config = JSON.parse(
    JSON.stringify(appConfig(probe.config)).replaceAll(publicUrl, SNAPSHOT_ORIGIN),
  ) as AppConfig;
  await probe.close();
  return { config, publicUrl };
}

function appFiles(config: AppConfig) {
  return {
    'index.html': INDEX,
    'prerendered/manifest.json': JSON.stringify({
      origin: SNAPSHOT_ORIGIN,
      config,
      pages: {
        '/': { wide: 'home.wide.html', drawer: 'home.drawer.html' },
        '/projects': { wide: 'projects.wide.html', drawer: 'projects.drawer.html' },
      },
    }),
    'prerendered/home.wide.html': HOME(SNAPSHOT_ORIGIN),
    'prerendered/home.drawer.html': HOME(SNAPSHOT_ORIGIN),
    'prerendered/projects.wide.html': PROJECTS,
    'prerendered/projects.drawer.html': PROJECTS_ON_A_PHONE,
  };
}

describe('public screens rendered ahead of time', () => {
  let server: TestApp;
  let setup: { config: AppConfig; publicUrl: string };
  beforeAll(async () => {
    setup = await configOfThisSetup();
  });
  afterEach(() => server.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers });

  it('serves a screen rendered with this config in place of index.html, revalidated', async () => {
    server = await createTestApp({ appFiles: appFiles(setup.config) });

    const home = await get('/tims/');
    const details = await get('/tims/projects?q=bridge');

    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toMatch(/^text\/html/);
    expect(home.headers['cache-control']).toBe('no-cache');
    // The snapshot server's origin reads as this server's public URL.
    expect(home.body).toBe(HOME(setup.publicUrl));
    expect(details.body).toBe(PROJECTS);
  });

  it('sends it compressed to a browser that accepts brotli', async () => {
    server = await createTestApp({ appFiles: appFiles(setup.config) });

    const response = await get('/tims/projects', { 'accept-encoding': 'gzip, deflate, br' });

    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(PROJECTS);
  });

  it("sends a phone the drawer layout's page", async () => {
    server = await createTestApp({ appFiles: appFiles(setup.config) });

    expect((await get('/tims/projects', { 'user-agent': PHONE })).body).toBe(PROJECTS_ON_A_PHONE);
    expect((await get('/tims/projects', { 'sec-ch-ua-mobile': '?1' })).body).toBe(
      PROJECTS_ON_A_PHONE,
    );
    expect((await get('/tims/projects', { 'sec-ch-ua-mobile': '?0' })).body).toBe(PROJECTS);
  });

  it('serves index.html to a visitor reading another language (the screens are English)', async () => {
    server = await createTestApp({ appFiles: appFiles(setup.config) });

    expect((await get('/tims/projects', { cookie: 'tims_lang=de' })).body).toBe(INDEX);
    expect((await get('/tims/projects', { 'accept-language': 'ar,en;q=0.8' })).body).toBe(INDEX);
    expect((await get('/tims/projects?lang=ja')).body).toBe(INDEX);
    expect((await get('/tims/projects', { cookie: 'tims_lang=en' })).body).toBe(PROJECTS);
    expect((await get('/tims/projects', { 'accept-language': 'en-GB,de;q=0.5' })).body).toBe(
      PROJECTS,
    );
  });

  it('answers other routes with index.html', async () => {
    server = await createTestApp({ appFiles: appFiles(setup.config) });

    expect((await get('/tims/map')).body).toBe(INDEX);
    expect((await get('/tims/projects/details?pid=112233')).body).toBe(INDEX);
  });

  it('serves index.html when the screens were rendered with another config', async () => {
    const otherDepartment = {
      ...setup.config,
      department: { ...setup.config.department, name: 'Another Department' },
    };
    server = await createTestApp({ appFiles: appFiles(otherDepartment) });

    expect((await get('/tims/')).body).toBe(INDEX);
    expect((await get('/tims/projects')).body).toBe(INDEX);
  });

  it('still serves them when only the Redux DevTools switch differs (no markup shows it)', async () => {
    const withDevTools = { ...setup.config, ui: { ...setup.config.ui, devTools: true } };
    server = await createTestApp({ appFiles: appFiles(withDevTools) });

    expect((await get('/tims/')).body).toBe(HOME(setup.publicUrl));
  });
});
