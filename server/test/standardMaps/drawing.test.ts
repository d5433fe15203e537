import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateProjects } from '../../projects/demo/generateProjects';
import type { MapProject } from '../../standardMaps/draw/mapInput';
import { drawMapFiles, THUMBNAIL_WIDTH } from '../../standardMaps/generate/drawMapFiles';
import { buildMapContext } from '../../standardMaps/generate/mapContext';
import { mapSet } from '../../standardMaps/generate/mapSet';
import { loadStateGeography } from '../../geo/stateGeography';
import { pngSize, poppler } from './standardMapsHelper';

const projects: MapProject[] = [
  ...generateProjects({ seed: 7, count: 600, stateFips: '39', today: new Date('2026-11-23') }),
]
  .filter((project) => !['Completed', 'Cancelled'].includes(project.phase))
  .map((project) => ({
    pid: project.pid,
    name: project.name,
    phase: project.phase,
    workType: project.workType,
    routes: project.routes,
    counties: project.counties.map((county) => county.fips),
    district: project.district,
    fiscalYear: project.fiscalYear,
    saleDate: project.saleDate,
    estimatedCost: project.estimatedCost,
    geometry: project.geometry as MapProject['geometry'],
  }));

const context = buildMapContext({
  departmentName: 'Ohio Department of Transportation',
  stateName: 'Ohio',
  stateFips: '39',
  publicUrl: 'https://tims.example.gov',
  editionDate: '2026-11-23',
  projects,
});
const specs = mapSet('Ohio', loadStateGeography('39'));
const spec = (id: string) => specs.find((candidate) => candidate.id === id)!;

/** The drawn maps read back by poppler, a PDF reader that is not the one that wrote them. */
describe('a drawn standard map', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'tims-draw-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is the set of the state: statewide, 12 districts, 88 counties', () => {
    expect(specs).toHaveLength(101);
    expect(specs[0]).toMatchObject({ id: 'statewide', kind: 'statewide', title: 'Ohio' });
    expect(specs.filter((s) => s.kind === 'district')).toHaveLength(12);
    expect(spec('county-39041')).toMatchObject({ title: 'Delaware County', countyFips: '39041' });
  });

  it('of a county: a tabloid map page and its project index, a letter edition, images', async () => {
    const out = join(dir, 'delaware');
    rmSync(out, { recursive: true, force: true });
    mkdirSync(out);
    const drawn = await drawMapFiles(spec('county-39041'), context, out);
    const own = projects.filter((project) => project.counties.includes('39041'));
    expect(own.length).toBeGreaterThan(0);

    expect(drawn.files.map((file) => [file.sizeName, file.widthPt, file.heightPt])).toEqual([
      ['tabloid', 1224, 792],
      ['letter', 792, 612],
    ]);
    const tabloid = join(out, '0.pdf');
    const info = poppler('pdfinfo', tabloid);
    expect(info).toMatch(/Pages:\s+2/);
    expect(info).toMatch(/Page size:\s+1224 x 792 pts/);
    expect(info).toMatch(/Title:\s+Delaware County — current transportation projects/);
    expect(poppler('pdfinfo', join(out, '1.pdf'))).toMatch(/Page size:\s+792 x 612 pts/);

    const text = poppler('pdftotext', tabloid);
    for (const words of [
      'Delaware County',
      'OHIO DEPARTMENT OF TRANSPORTATION',
      'Current transportation projects',
      'Edition November 23, 2026',
      'Produced by TIMS',
      'Projects by phase',
      'Preliminary Engineering',
      'Construction',
      'miles',
      'project index',
    ]) {
      expect(text).toContain(words);
    }
    // Every project of the county is in the index, found by its PID.
    for (const project of own) expect(text).toContain(project.pid);
    expect(poppler('pdffonts', tabloid)).toMatch(
      /SourceSans3-Regular\s+CID TrueType\s+Identity-H\s+yes/,
    );

    const thumbnail = readFileSync(join(out, 'thumbnail.png'));
    expect(pngSize(thumbnail)).toEqual({ width: THUMBNAIL_WIDTH, height: 259 });
    expect(thumbnail.length).toBe(drawn.thumbnailBytes);
    expect(thumbnail.length).toBeLessThan(60 * 1024);
    expect(pngSize(readFileSync(join(out, 'preview.png')))).toEqual({ width: 1600, height: 1035 });
  }, 30_000);

  it('of the state: one page, its districts named, no index', async () => {
    const out = join(dir, 'state');
    mkdirSync(out);
    await drawMapFiles(spec('statewide'), context, out);
    const tabloid = join(out, '0.pdf');
    expect(poppler('pdfinfo', tabloid)).toMatch(/Pages:\s+1/);
    const text = poppler('pdftotext', tabloid);
    expect(text).toContain('DISTRICT 1');
    expect(text).toContain('Columbus');
    expect(text).toMatch(/Lambert Conformal Conic/);
    expect(readFileSync(tabloid).length).toBeLessThan(3 * 1024 * 1024);
  }, 30_000);

  it('of a county without current projects: the map alone, saying so', async () => {
    const out = join(dir, 'empty');
    mkdirSync(out);
    const empty = { ...context, projects: [] };
    await drawMapFiles(spec('county-39001'), empty, out);
    const tabloid = join(out, '0.pdf');
    expect(poppler('pdfinfo', tabloid)).toMatch(/Pages:\s+1/);
    expect(poppler('pdftotext', tabloid)).toContain('0 current projects');
  }, 30_000);
});
