import { http, HttpResponse } from 'msw';
import { USERNAME_HEADER } from '../../contracts/headers';
import { STANDARD_MAP_CATEGORIES, STANDARD_MAP_PAGE_SIZE } from '../../contracts/standardMapFields';
import type {
  AdminGenerationJob,
  StandardMap,
  StandardMapDetails,
  StandardMapMetadata,
} from '../../contracts/standardMaps';
import { ADMIN_GROUP_ID, USERS } from './portalHandlers';
import {
  TEST_COUNTIES,
  TEST_DISTRICTS,
  makeFile,
  makeEdition,
  makeStandardMap,
  sampleLibrary,
  makeJob,
} from './standardMapFactory';

const API = 'http://localhost/tims/api';

const problem = (status: number, code: string, message: string, details?: unknown) =>
  HttpResponse.json({ error: { code, message, ...(details ? { details } : {}) } }, { status });

function refusal(request: Request) {
  if (!request.headers.get('authorization')) {
    return problem(401, 'sign-in-required', 'Sign in to manage standard maps.');
  }
  const user = USERS[request.headers.get(USERNAME_HEADER) ?? ''];
  if (!user?.groups.some((group) => group.id === ADMIN_GROUP_ID)) {
    return problem(403, 'not-admin', 'Only administrators may manage standard maps.');
  }
  return null;
}

function matches(map: StandardMap, params: URLSearchParams) {
  const categories = params.getAll('category');
  const districts = params.getAll('district').map(Number);
  const counties = params.getAll('county');
  const words = (params.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const text = `${map.title} ${map.description} ${map.county?.name ?? ''}`.toLowerCase();
  return (
    (!categories.length || categories.includes(map.category)) &&
    (!districts.length || (map.district !== null && districts.includes(map.district))) &&
    (!counties.length || (map.county !== null && counties.includes(map.county.fips))) &&
    words.every((word) => text.includes(word))
  );
}

const rank = (map: StandardMap) => STANDARD_MAP_CATEGORIES.indexOf(map.category);

function listing(maps: StandardMapDetails[], params: URLSearchParams) {
  const found = maps.filter((map) => matches(map, params));
  const sort = params.get('sort') ?? 'category';
  const byTitle = (a: StandardMap, b: StandardMap) =>
    a.title.localeCompare(b.title, 'en', { numeric: true });
  found.sort((a, b) =>
    sort === 'editionDate'
      ? b.edition.date.localeCompare(a.edition.date)
      : sort === 'title'
        ? byTitle(a, b)
        : rank(a) - rank(b) || byTitle(a, b),
  );
  if (params.get('order') === (sort === 'editionDate' ? 'asc' : 'desc')) found.reverse();
  const offset = Number(params.get('offset') ?? 0);
  const limit = Number(params.get('limit') ?? STANDARD_MAP_PAGE_SIZE);
  const items = found.slice(offset, offset + limit).map(({ editions: _editions, ...map }) => map);
  return HttpResponse.json({ items, total: found.length, offset, limit });
}

/** What a test can read of the writes the handlers received. */
export interface RecordedRequest {
  method: string;
  path: string;
  body?: unknown;
  /** Multipart forms: the text fields, and the file's name and type. */
  fields?: Record<string, string>;
  file?: { name: string; type: string; size: number };
}

async function readForm(request: Request) {
  const form = await request.formData();
  const fields: Record<string, string> = {};
  let file: RecordedRequest['file'];
  const order: string[] = [];
  form.forEach((value, name) => {
    order.push(name);
    if (typeof value === 'string') fields[name] = value;
    else file = { name: value.name, type: value.type, size: value.size };
  });
  return { fields, file, order };
}

/**
 * The standard-map API over an in-memory library (public and admin routes, uploads, the
 * drawing of the generated set) and the FeatureServer queries of the counties and districts.
 * `requests` records the writes; `generation` is the drawing the server reports.
 */
export function standardMapHandlers(
  maps: StandardMapDetails[] = sampleLibrary(),
  jobs: AdminGenerationJob[] = [makeJob()],
) {
  const library = new Map(maps.map((map) => [map.id, map]));
  const state = { jobs: [...jobs], uploads: 0 };
  const requests: RecordedRequest[] = [];
  const notFound = (id: unknown) => problem(404, 'not-found', `No standard map ${String(id)}`);
  const all = () => [...library.values()];
  const latest = () => {
    const { requestedBy: _who, ...job } = state.jobs[0] ?? makeJob();
    return state.jobs.length ? job : null;
  };

  const handlers = [
    http.get(`${API}/standard-maps`, ({ request }) =>
      listing(
        all().filter((map) => map.published),
        new URL(request.url).searchParams,
      ),
    ),
    http.get(`${API}/standard-maps/generation`, () => HttpResponse.json({ job: latest() })),
    http.get(`${API}/standard-maps/:id`, ({ params }) => {
      const map = library.get(String(params.id));
      return map?.published ? HttpResponse.json(map) : notFound(params.id);
    }),
    http.get(
      `${API}/admin/standard-maps`,
      ({ request }) => refusal(request) ?? listing(all(), new URL(request.url).searchParams),
    ),
    http.get(
      `${API}/admin/standard-maps/jobs`,
      ({ request }) => refusal(request) ?? HttpResponse.json({ items: state.jobs }),
    ),
    http.post(`${API}/admin/standard-maps/generate`, ({ request }) => {
      const refused = refusal(request);
      if (refused) return refused;
      requests.push({ method: 'POST', path: '/admin/standard-maps/generate' });
      const running = state.jobs.find((job) => job.status === 'running');
      if (running) {
        return problem(
          409,
          'conflict',
          'The maps are being drawn already; wait for that to finish.',
          { job: running },
        );
      }
      const job = makeJob({
        id: (state.jobs[0]?.id ?? 0) + 1,
        status: 'running',
        trigger: 'admin',
        done: 0,
        current: 'Ohio',
        finishedAt: null,
        startedAt: new Date().toISOString(),
        requestedBy: 'tims.admin',
      });
      state.jobs.unshift(job);
      return HttpResponse.json(job, { status: 202 });
    }),
    http.get(`${API}/admin/standard-maps/:id`, ({ params, request }) => {
      const map = library.get(String(params.id));
      return refusal(request) ?? (map ? HttpResponse.json(map) : notFound(params.id));
    }),
    http.put(`${API}/admin/standard-maps/:id`, async ({ params, request }) => {
      const refused = refusal(request);
      if (refused) return refused;
      const body = (await request.json()) as StandardMapMetadata;
      requests.push({ method: 'PUT', path: `/admin/standard-maps/${String(params.id)}`, body });
      const map = library.get(String(params.id));
      if (!map) return notFound(params.id);
      const county = TEST_COUNTIES.find((c) => c.fips === body.county) ?? null;
      const updated = { ...map, ...body, county, updatedAt: new Date().toISOString() };
      library.set(map.id, updated);
      return HttpResponse.json(updated);
    }),
    http.delete(`${API}/admin/standard-maps/:id/editions/:editionId`, ({ params, request }) => {
      const refused = refusal(request);
      if (refused) return refused;
      const path = `/admin/standard-maps/${String(params.id)}/editions/${String(params.editionId)}`;
      requests.push({ method: 'DELETE', path });
      const map = library.get(String(params.id));
      if (!map) return notFound(params.id);
      if (map.editions.length === 1) {
        return problem(409, 'conflict', 'This is the map’s only edition; delete the map instead.');
      }
      const editions = map.editions.filter((edition) => edition.id !== params.editionId);
      library.set(map.id, { ...map, editions, edition: editions[0]! });
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete(`${API}/admin/standard-maps/:id`, ({ params, request }) => {
      const refused = refusal(request);
      if (refused) return refused;
      requests.push({ method: 'DELETE', path: `/admin/standard-maps/${String(params.id)}` });
      if (!library.delete(String(params.id))) return notFound(params.id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${API}/admin/standard-maps`, async ({ request }) => {
      const refused = refusal(request);
      if (refused) return refused;
      const { fields, file, order } = await readForm(request);
      requests.push({ method: 'POST', path: '/admin/standard-maps', fields, file });
      if (order[order.length - 1] !== 'file') {
        return problem(400, 'bad-request', 'body/file must come last', { field: 'body/file' });
      }
      const id = `upload${String(++state.uploads).padStart(7, '0')}`;
      const edition = makeEdition(id, {
        date: fields.editionDate,
        source: 'uploaded',
        files: [makeFile(id, 'x', { bytes: file?.size ?? 0 })],
      });
      const created = makeStandardMap({
        id,
        title: fields.title,
        category: fields.category as StandardMap['category'],
        district: fields.district ? Number(fields.district) : null,
        county: TEST_COUNTIES.find((c) => c.fips === fields.county) ?? null,
        description: fields.description ?? '',
        source: 'uploaded',
        published: fields.published !== 'false',
        editions: [edition],
      });
      library.set(id, created);
      return HttpResponse.json(created, { status: 201 });
    }),
    http.post(`${API}/admin/standard-maps/:id/editions`, async ({ params, request }) => {
      const refused = refusal(request);
      if (refused) return refused;
      const { fields, file } = await readForm(request);
      const path = `/admin/standard-maps/${String(params.id)}/editions`;
      requests.push({ method: 'POST', path, fields, file });
      const map = library.get(String(params.id));
      if (!map) return notFound(params.id);
      const edition = makeEdition(map.id, {
        date: fields.editionDate,
        source: 'uploaded',
        files: [makeFile(map.id, 'new', { bytes: file?.size ?? 0 })],
      });
      const updated = { ...map, edition, editions: [edition, ...map.editions] };
      library.set(map.id, updated);
      return HttpResponse.json(updated, { status: 201 });
    }),
    // The filters' and forms' lists; the location sketch's outline queries pass through.
    http.get(`${API}/rest/services/Counties/FeatureServer/0/query`, ({ request }) => {
      if (new URL(request.url).searchParams.get('returnGeometry') !== 'false') return undefined;
      return HttpResponse.json({ features: TEST_COUNTIES.map((attributes) => ({ attributes })) });
    }),
    http.get(`${API}/rest/services/Districts/FeatureServer/0/query`, () =>
      HttpResponse.json({
        features: TEST_DISTRICTS.map((district) => ({ attributes: { district } })),
      }),
    ),
  ];

  return {
    handlers,
    requests,
    /** The library as the server holds it now. */
    maps: all,
    /** The server's drawings, newest first: a test sets where the drawing stands. */
    setJobs(next: AdminGenerationJob[]) {
      state.jobs = [...next];
    },
  };
}

/** Scenario: the library's list fails with `status` (every time). */
export function listFails(status = 400) {
  return [
    http.get(`${API}/standard-maps`, () =>
      problem(status, 'bad-request', 'The list could not be made'),
    ),
    http.get(`${API}/admin/standard-maps`, () =>
      problem(status, 'bad-request', 'The list could not be made'),
    ),
  ];
}
