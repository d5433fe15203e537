import { http, HttpResponse } from 'msw';
import type { Project, ProjectFacets } from '../../contracts/projects';
import { listItemOf, SAMPLE_PROJECTS } from './projectFactory';

const API = 'http://localhost/tims/api';

function matches(project: Project, params: URLSearchParams): boolean {
  const pid = params.get('pid');
  const q = params.get('q')?.toLowerCase();
  const phases = params.getAll('phase');
  const districts = params.getAll('district').map(Number);
  return (
    (!pid || project.pid.startsWith(pid)) &&
    (!q ||
      `${project.pid} ${project.name} ${project.description} ${project.routes.join(' ')}`
        .toLowerCase()
        .includes(q)) &&
    (!phases.length || phases.includes(project.phase)) &&
    (!districts.length || districts.includes(project.district))
  );
}

const count = <T>(values: T[]) =>
  [...new Set(values)].map((value) => ({ value, count: values.filter((v) => v === value).length }));

/** The projects API as the server answers it, over SAMPLE_PROJECTS (or the projects given). */
export function projectHandlers(projects: Project[] = SAMPLE_PROJECTS) {
  return [
    http.get(`${API}/projects`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const found = projects.filter((project) => matches(project, params));
      const sort = params.get('sort') as keyof Project | null;
      if (sort) {
        found.sort((a, b) =>
          String(a[sort]).localeCompare(String(b[sort]), 'en', { numeric: true }),
        );
        if (params.get('order') === 'desc') found.reverse();
      }
      const offset = Number(params.get('offset') ?? 0);
      const limit = Number(params.get('limit') ?? 50);
      const items = found.slice(offset, offset + limit).map(listItemOf);
      return HttpResponse.json({ items, total: found.length, offset, limit });
    }),
    http.get(`${API}/projects/facets`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const found = projects.filter((project) => matches(project, params));
      const facets: ProjectFacets = {
        district: count(found.map((p) => p.district)),
        county: count(found.flatMap((p) => p.counties.map((c) => c.fips))).map((entry) => ({
          ...entry,
          name: projects.flatMap((p) => p.counties).find((c) => c.fips === entry.value)!.name,
        })),
        phase: count(found.map((p) => p.phase)),
        workType: count(found.map((p) => p.workType)),
        fiscalYear: count(found.map((p) => p.fiscalYear)),
      };
      return HttpResponse.json(facets);
    }),
    // The Counties FeatureServer the location sketch reads: a square around each county asked.
    http.get(`${API}/rest/services/Counties/FeatureServer/0/query`, ({ request }) => {
      const where = new URL(request.url).searchParams.get('where') ?? '';
      const asked = [...where.matchAll(/'(\d{5})'/g)].map((match) => match[1]!);
      const counties = projects.flatMap((p) => p.counties).filter((c) => asked.includes(c.fips));
      const unique = [...new Map(counties.map((c) => [c.fips, c])).values()];
      return HttpResponse.json({
        type: 'FeatureCollection',
        features: unique.map((county, i) => ({
          type: 'Feature',
          properties: { fips: county.fips, name: county.name },
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [-83.3 + i, 40.1],
                [-82.8 + i, 40.1],
                [-82.8 + i, 40.5],
                [-83.3 + i, 40.5],
                [-83.3 + i, 40.1],
              ],
            ],
          },
        })),
      });
    }),
    http.get(`${API}/projects/:pid`, ({ params }) => {
      const project = projects.find((p) => p.pid === params.pid);
      return project
        ? HttpResponse.json(project)
        : HttpResponse.json(
            { error: { code: 'not-found', message: `No project with PID ${String(params.pid)}` } },
            { status: 404 },
          );
    }),
  ];
}
