import { PDP_PHASES } from '../../../contracts/projects';
import { generateProjects } from '../../projects/demo/generateProjects';
import { insidePolygons } from '../../geo/geometry';
import { fiscalYearOf } from '../../projects/demo/schedule';
import { loadStateCounties } from '../../geo/stateCounties';
import { TEST_TODAY, testProjects } from './projectsHelper';

describe('the demo project generator', () => {
  const projects = testProjects();
  const counties = new Map(loadStateCounties('39').map((county) => [county.fips, county]));

  it('makes the same projects from the same seed, and others from another', () => {
    const again = testProjects();
    const other = [
      ...generateProjects({ seed: 1, count: 400, stateFips: '39', today: TEST_TODAY }),
    ];

    expect(again).toEqual(projects);
    expect(other.map((p) => p.pid)).not.toEqual(projects.map((p) => p.pid));
  });

  it('gives unique six-digit PIDs', () => {
    expect(new Set(projects.map((p) => p.pid)).size).toBe(projects.length);
    expect(projects.every((p) => /^[1-9]\d{5}$/.test(p.pid))).toBe(true);
  });

  it('names projects county-route-section after the first county and route', () => {
    for (const project of projects) {
      const county = counties.get(project.counties[0]!.fips)!;
      const route = project.routes[0]!.split('-')[1];
      expect(project.name).toBe(`${county.abbreviation}-${route}-${project.beginSlm!.toFixed(2)}`);
      expect(project.counties[0]!.name).toBe(county.name);
    }
    expect(counties.get('39041')).toMatchObject({ name: 'Delaware', abbreviation: 'DEL' });
    expect(counties.size).toBe(88);
  });

  it('keeps every geometry vertex inside the polygon of the named county', () => {
    for (const project of projects) {
      const county = counties.get(project.counties[0]!.fips)!;
      const geometry = project.geometry!;
      const positions = geometry.type === 'Point' ? [geometry.coordinates] : geometry.coordinates;
      for (const position of positions)
        expect(insidePolygons(county.polygons, position)).toBe(true);
    }
    expect(projects.some((p) => p.geometry?.type === 'LineString')).toBe(true);
    expect(projects.some((p) => p.geometry?.type === 'Point')).toBe(true);
  });

  it('puts all counties of a district together, in 12 districts', () => {
    const districtOf = new Map<string, number>();
    for (const project of projects) {
      const fips = project.counties[0]!.fips;
      expect(districtOf.get(fips) ?? project.district).toBe(project.district);
      districtOf.set(fips, project.district);
    }
    expect(new Set(districtOf.values())).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]));
  });

  it('has funding that adds up to the estimate', () => {
    for (const project of projects) {
      expect(project.funding.reduce((sum, part) => sum + part.amount, 0)).toBe(
        project.estimatedCost,
      );
    }
  });

  it('has milestones that agree with the phase: reached ones happened, the rest lie ahead', () => {
    const today = TEST_TODAY.toISOString().slice(0, 10);
    for (const project of projects) {
      expect(project.milestones.map((m) => m.phase)).toEqual([...PDP_PHASES]);
      const reached = PDP_PHASES.indexOf(project.phase as (typeof PDP_PHASES)[number]);
      project.milestones.forEach((milestone, i) => {
        if (milestone.actual) expect(milestone.actual <= today).toBe(true);
        else expect(milestone.planned! > today || project.phase === 'Cancelled').toBe(true);
        if (reached >= 0) expect(milestone.actual !== null).toBe(i <= reached);
      });
      const actual = project.milestones.map((m) => m.actual).filter(Boolean);
      expect(actual).toEqual([...actual].sort());
      if (project.saleDate)
        expect(project.fiscalYear).toBe(fiscalYearOf(new Date(project.saleDate)));
    }
  });

  it('numbers fiscal years by the June they end in', () => {
    expect(fiscalYearOf(new Date('2026-06-30'))).toBe(2026);
    expect(fiscalYearOf(new Date('2026-07-01'))).toBe(2027);
  });
});
