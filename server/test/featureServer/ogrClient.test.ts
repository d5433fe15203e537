import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { bridgesRepository } from '../../bridges/bridgesRepository';
import { generateBridges } from '../../bridges/generateBridges';
import type { TestApp } from '../helper';
import { generateToken } from '../portal/portalHelper';
import { createProjectsApp, testProjects } from '../projects/projectsHelper';

const run = promisify(execFile);

/** GDAL's tools (Debian's gdal-bin): a test requirement, as Chromium and poppler are (README). */
const HAS_GDAL = spawnSync('ogrinfo', ['--version']).status === 0;

interface GeoJson {
  features: { properties: Record<string, unknown>; geometry: { type: string } }[];
}

/**
 * GDAL reads TIMS's FeatureServer as it reads ArcGIS Server's: its ESRIJSON driver pages through
 * a layer (`resultOffset`, `exceededTransferLimit`), its GeoJSON driver reads `f=geojson`, and
 * ogr2ogr copies a layer whole. A client TIMS did not write, run as a separate process against
 * a listening server — so the hardened answers (formats, parameters, tokens) still serve it.
 */
describe('GDAL (ogrinfo, ogr2ogr) reading the FeatureServer', () => {
  let server: TestApp;
  let base: string;
  let token: string;
  let dir: string;
  const located = testProjects().filter((project) => project.geometry);
  const bridges = [...generateBridges({ seed: 21, count: 150, stateFips: '39', year: 2026 })];
  beforeAll(async () => {
    // Missing tools are a broken test machine, never a reason to pass without trying.
    if (!HAS_GDAL) throw new Error('ogrinfo not found: install gdal-bin (README, .ci/run)');
    server = await createProjectsApp();
    await bridgesRepository(server.app.db).insert(bridges);
    token = await generateToken(server, 'tims.staff');
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    base = `http://127.0.0.1:${port}/tims/api/rest/services`;
    dir = mkdtempSync(join(tmpdir(), 'tims-ogr-'));
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** ogr2ogr to a GeoJSON file, read back. Never run synchronously: the server is this process. */
  const copy = async (source: string): Promise<GeoJson> => {
    const out = join(dir, `${Math.random().toString(36).slice(2)}.geojson`);
    await run('ogr2ogr', ['-f', 'GeoJSON', out, source], { timeout: 60_000 });
    return JSON.parse(readFileSync(out, 'utf8')) as GeoJson;
  };

  it('pages through the project points with the ESRIJSON driver', async () => {
    const url = `${base}/Projects/FeatureServer/0/query?where=1%3D1&outFields=*&orderByFields=OBJECTID+ASC&resultRecordCount=70&f=json`;
    const { stdout } = await run('ogrinfo', ['-ro', '-al', '-so', `ESRIJSON:${url}`]);
    expect(stdout).toContain(`Feature Count: ${located.length}`);
    expect(stdout).toMatch(/Geometry: Point/);
    expect(stdout).toMatch(/phase: String/);

    // It paged: the request log shows the offsets it asked for (resultOffset is not redacted).
    const offsets = server.logs
      .map((line) => String((line.req as { url?: string } | undefined)?.url ?? ''))
      .filter((url) => url.includes('/Projects/FeatureServer/0/query'))
      .map((url) => new URLSearchParams(url.split('?')[1]).get('resultOffset'));
    expect(offsets).toEqual(expect.arrayContaining(['70', '140', '210']));

    const copied = await copy(`ESRIJSON:${url}`);
    expect(copied.features.map((feature) => feature.properties.pid).sort()).toEqual(
      located.map((project) => project.pid).sort(),
    );
  }, 120_000);

  it('copies the project lines and the county outlines, in Web Mercator and rounded', async () => {
    const lines = await copy(
      `ESRIJSON:${base}/Projects/FeatureServer/1/query?where=1%3D1&outFields=pid,phase&outSR=102100&geometryPrecision=1&f=pjson`,
    );
    expect(lines.features).toHaveLength(
      located.filter((project) => project.geometry!.type === 'LineString').length,
    );
    expect(new Set(lines.features.map((feature) => feature.geometry.type))).toEqual(
      new Set(['LineString']),
    );

    const counties = await copy(
      `${base}/Counties/FeatureServer/0/query?where=1%3D1&outFields=name,fips&f=geojson`,
    );
    expect(counties.features).toHaveLength(88);
    expect(counties.features[0]!.geometry.type).toMatch(/Polygon/);
  }, 120_000);

  it('reads the staff-only bridges with a token, and is told why without one', async () => {
    const query = `${base}/Bridges/FeatureServer/0/query?where=condition%3D'Poor'&outFields=*&orderByFields=OBJECTID&resultRecordCount=40&f=json`;
    const copied = await copy(`ESRIJSON:${query}&token=${token}`);
    expect(copied.features).toHaveLength(
      bridges.filter((bridge) => bridge.condition === 'Poor').length,
    );
    await expect(run('ogrinfo', ['-ro', '-al', '-so', `ESRIJSON:${query}`])).rejects.toThrow();
  }, 120_000);
});
