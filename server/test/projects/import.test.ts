import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadStateCounties } from '../../geo/stateCounties';
import { importProjectFile } from '../../projects/import/importProjects';
import type { TestApp } from '../helper';
import { createProjectsApp, search, testProjects } from './projectsHelper';

const HEADER =
  'pid,name,description,district,counties,routes,workType,phase,saleDate,estimatedCost,' +
  'fundingFederal,fundingState,contactName,constructionPlanned,longitude,latitude';

describe('importing projects', () => {
  let server: TestApp;
  const existing = testProjects()[0]!;
  const counties = loadStateCounties('39');
  beforeEach(async () => {
    server = await createProjectsApp();
  });
  afterEach(() => server.close());

  const file = (name: string, content: string) => {
    const path = join(server.dir, name);
    writeFileSync(path, content);
    return path;
  };
  const run = (path: string) =>
    importProjectFile(
      path,
      server.app.repositories.projects,
      counties,
      new Date('2026-03-01T00:00:00Z'),
    );
  const total = async () => (await search(server, 'limit=1')).total;

  it('rejects a CSV with one bad row, naming its line and field, and imports nothing', async () => {
    const before = await total();
    const path = file(
      'projects.csv',
      [
        HEADER,
        '900001,DEL-23-1.00,"Resurfacing, phase 1",6,Delaware,US-23,Resurfacing,Planning,2027-09-01,1000000,800000,200000,Ann Lee,2027-11-01,-83.07,40.29',
        '900002,FRA-71-2.00,Bridge,6,Franklin,IR-71,Bridge Replacement,Designing,2027-13-01,12x,,,Bo Li,,,',
        '900003,DEL-36-3.00,Signals,6,Nowhere County,US-36,Signals,Planning,2027-09-01,5000,,,Ann Lee,,,',
      ].join('\r\n'),
    );

    const result = await run(path);

    expect(result).toEqual({
      ok: false,
      problems: [
        { line: 3, field: 'phase', message: expect.stringContaining('must be one of Planning') },
        { line: 3, field: 'saleDate', message: 'must be a date YYYY-MM-DD (got "2027-13-01")' },
        { line: 3, field: 'estimatedCost', message: 'must be a number (got "12x")' },
        { line: 4, field: 'counties', message: '"Nowhere County" is not a county of the state' },
      ],
    });
    expect(await total()).toBe(before);
    expect((await server.app.inject('/tims/api/projects/900001')).statusCode).toBe(404);
  });

  it('imports a good CSV, adding new PIDs and replacing existing ones', async () => {
    const before = await total();
    const path = file(
      'projects.csv',
      [
        HEADER,
        '900001,DEL-23-1.00,"Resurfacing, ""phase"" 1",6,Delaware; 39049,us-23,Resurfacing,Planning,2027-09-01,"$1,000,000",800000,200000,Ann Lee,2027-11-01,-83.07,40.29',
        `${existing.pid},FRA-71-2.00,Changed,6,Franklin,IR-71,Bridge Replacement,Construction,2025-08-01,500000,,,Bo Li,,,`,
      ].join('\n'),
    );

    expect(await run(path)).toEqual({ ok: true, imported: 2 });
    expect(await total()).toBe(before + 1);
    const added = (await server.app.inject('/tims/api/projects/900001')).json();
    expect(added).toMatchObject({
      description: 'Resurfacing, "phase" 1',
      counties: [
        { fips: '39041', name: 'Delaware' },
        { fips: '39049', name: 'Franklin' },
      ],
      routes: ['US-23'],
      fiscalYear: 2028,
      estimatedCost: 1000000,
      funding: [
        { source: 'Federal', amount: 800000 },
        { source: 'State', amount: 200000 },
      ],
      milestones: [{ phase: 'Construction', planned: '2027-11-01', actual: null }],
      geometry: { type: 'Point', coordinates: [-83.07, 40.29] },
    });
    const replaced = (await server.app.inject(`/tims/api/projects/${existing.pid}`)).json();
    expect(replaced).toMatchObject({ name: 'FRA-71-2.00', phase: 'Construction', funding: [] });
  });

  it('imports GeoJSON features, and reports a bad one by its index', async () => {
    const feature = (pid: string, properties: object, geometry: object | null) => ({
      type: 'Feature',
      geometry,
      properties: {
        pid,
        name: 'ATH-50-1.00',
        district: 10,
        counties: 'Athens',
        routes: 'US-50',
        workType: 'Safety',
        phase: 'Completed',
        fiscalYear: 2024,
        estimatedCost: 250000,
        ...properties,
      },
    });
    const line = {
      type: 'LineString',
      coordinates: [
        [-82.1, 39.33],
        [-82.09, 39.34],
      ],
    };
    const bad = file(
      'bad.geojson',
      JSON.stringify({
        type: 'FeatureCollection',
        features: [
          feature('910001', {}, line),
          feature('910002', { colour: 'red' }, { type: 'Polygon', coordinates: [] }),
        ],
      }),
    );
    expect(await run(bad)).toEqual({
      ok: false,
      problems: [
        { feature: 1, field: 'colour', message: 'is not a known column' },
        {
          feature: 1,
          field: 'geometry',
          message: 'must be a Point or LineString of WGS84 longitude/latitude',
        },
      ],
    });

    const good = file(
      'good.geojson',
      JSON.stringify({ type: 'FeatureCollection', features: [feature('910001', {}, line)] }),
    );
    expect(await run(good)).toEqual({ ok: true, imported: 1 });
    expect((await server.app.inject('/tims/api/projects/910001')).json()).toMatchObject({
      geometry: line,
    });
    expect((await search(server, 'bbox=-82.2,39.3,-82.0,39.4&pid=91')).total).toBe(1);
  });

  it('refuses a PID twice in one file and an unknown column', async () => {
    const path = file(
      'twice.csv',
      `pid,name,district,counties,workType,phase,fiscalYear,estimatedCost,colour\n` +
        `920001,A,1,Lake,Safety,Planning,2027,1,red\n920001,B,1,Lake,Safety,Planning,2027,1,\n`,
    );
    expect(await run(path)).toEqual({
      ok: false,
      problems: [
        { line: 1, field: 'colour', message: 'is not a known column' },
        { line: 3, field: 'pid', message: '920001 appears twice' },
      ],
    });
  });
});
