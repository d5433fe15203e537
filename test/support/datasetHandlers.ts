import { http, HttpResponse } from 'msw';
import type {
  DatasetDetails,
  DatasetMetadataInput,
  FieldMetadataInput,
  GlossaryAuditEntry,
  Term,
  TermInput,
} from '../../contracts/datasets';
import { USERNAME_HEADER } from '../../contracts/headers';
import {
  projectRows,
  sampleDatasets,
  sampleOpenApi,
  sampleTerms,
  summaryOf,
} from './datasetFactory';
import { ADMIN_GROUP_ID, USERS } from './portalHandlers';

const API = 'http://localhost/tims/api';

const problem = (status: number, code: string, message: string, details?: unknown) =>
  HttpResponse.json({ error: { code, message, ...(details ? { details } : {}) } }, { status });

function refusal(request: Request) {
  if (!request.headers.get('authorization')) {
    return problem(401, 'sign-in-required', 'Sign in to manage the glossary.');
  }
  const user = USERS[request.headers.get(USERNAME_HEADER) ?? ''];
  if (!user?.groups.some((group) => group.id === ADMIN_GROUP_ID)) {
    return problem(403, 'not-admin', 'Only administrators may manage the glossary.');
  }
  return null;
}

const signedIn = (request: Request) => !!request.headers.get('authorization');

function listing(datasets: DatasetDetails[], params: URLSearchParams, request: Request) {
  const words = (params.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const found = datasets
    .filter((dataset) => dataset.access === 'public' || signedIn(request))
    .filter((dataset) => !params.get('category') || dataset.category === params.get('category'))
    .filter((dataset) => !params.get('access') || dataset.access === params.get('access'))
    .filter((dataset) => {
      const text = [dataset.title, dataset.description, ...dataset.fieldNames]
        .join(' ')
        .toLowerCase();
      return words.every((word) => text.includes(word));
    })
    .map(summaryOf);
  const sort = (params.get('sort') ?? 'title') as 'title' | 'recordCount';
  found.sort((a, b) =>
    sort === 'recordCount'
      ? (a.recordCount ?? 0) - (b.recordCount ?? 0)
      : String(a[sort as 'title']).localeCompare(String(b[sort as 'title'])),
  );
  if (params.get('order') === 'desc') found.reverse();
  const offset = Number(params.get('offset') ?? 0);
  const limit = Number(params.get('limit') ?? 50);
  return HttpResponse.json({
    items: found.slice(offset, offset + limit),
    total: found.length,
    offset,
    limit,
  });
}

/** What a test can read of the writes the handlers received. */
export interface RecordedWrite {
  method: string;
  path: string;
  body?: unknown;
}

/**
 * The glossary API over in-memory datasets and terms (listing, details with the access rule,
 * terms, the administrators' writes and their audit), the Projects layer's preview query, the
 * state's outline and the OpenAPI document. `writes` records the writes.
 */
export function datasetHandlers(
  datasets: DatasetDetails[] = sampleDatasets(),
  terms: Term[] = sampleTerms(),
) {
  const byId = new Map(datasets.map((dataset) => [dataset.id, dataset]));
  const glossary = new Map(terms.map((term) => [term.id, term]));
  const audit: GlossaryAuditEntry[] = [];
  const writes: RecordedWrite[] = [];
  const rows = projectRows();
  const titleOf = (id: string) => byId.get(id)?.title ?? id;
  const termOf = (id: string, input: TermInput): Term => ({
    id,
    ...input,
    uses: input.uses.map((use) => ({ ...use, datasetTitle: titleOf(use.datasetId) })),
  });
  const record = (entry: Omit<GlossaryAuditEntry, 'at' | 'by'>, request: Request) =>
    audit.unshift({
      at: new Date().toISOString(),
      by: request.headers.get(USERNAME_HEADER) ?? '',
      ...entry,
    });

  const handlers = [
    http.get(`${API}/datasets`, ({ request }) =>
      listing([...byId.values()], new URL(request.url).searchParams, request),
    ),
    http.get(`${API}/datasets/terms`, ({ request }) => {
      const words = (new URL(request.url).searchParams.get('q') ?? '').toLowerCase();
      const items = [...glossary.values()].filter((term) =>
        `${term.term} ${term.abbreviation ?? ''} ${term.definition}`.toLowerCase().includes(words),
      );
      return HttpResponse.json({ items, total: items.length });
    }),
    http.get(`${API}/datasets/:portalId`, ({ params, request }) => {
      const dataset = byId.get(String(params.portalId));
      if (!dataset) return problem(404, 'not-found', `No dataset ${String(params.portalId)}`);
      if (dataset.access === 'staff' && !signedIn(request)) {
        return problem(401, 'sign-in-required', 'Sign in to see this dataset.');
      }
      return HttpResponse.json(dataset);
    }),
    http.get(`${API}/datasets/:portalId/download`, ({ params, request }) => {
      const dataset = byId.get(String(params.portalId));
      if (!dataset) return problem(404, 'not-found', `No dataset ${String(params.portalId)}`);
      if (dataset.access === 'staff' && !signedIn(request)) {
        return problem(401, 'sign-in-required', 'Sign in to see this dataset.');
      }
      const format = new URL(request.url).searchParams.get('format') ?? 'csv';
      return new HttpResponse(`OBJECTID,name\n1,${dataset.title}\n`, {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${dataset.title.toLowerCase()}.${format}"`,
        },
      });
    }),
    http.get(`${API}/openapi.json`, () => HttpResponse.json(sampleOpenApi())),
    http.get(`${API}/rest/services/Projects/FeatureServer/0/query`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const offset = Number(params.get('resultOffset') ?? 0);
      const count = Number(params.get('resultRecordCount') ?? 2000);
      const page = rows.slice(offset, offset + count);
      return HttpResponse.json({
        objectIdFieldName: 'OBJECTID',
        features: page.map((attributes) => ({ attributes })),
        exceededTransferLimit: offset + count < rows.length,
      });
    }),
    http.get(`${API}/rest/services/States/FeatureServer/0/query`, () =>
      HttpResponse.json({
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            properties: { fips: '39' },
            geometry: {
              type: 'Polygon',
              coordinates: [
                [
                  [-84.8, 38.4],
                  [-80.5, 38.4],
                  [-80.5, 42],
                  [-84.8, 42],
                  [-84.8, 38.4],
                ],
              ],
            },
          },
        ],
      }),
    ),
    http.get(`${API}/admin/datasets/audit`, ({ request }) => {
      return refusal(request) ?? HttpResponse.json({ items: audit });
    }),
    http.put(`${API}/admin/datasets/:portalId`, async ({ params, request }) => {
      const refused = refusal(request);
      if (refused) return refused;
      const id = String(params.portalId);
      const body = (await request.json()) as DatasetMetadataInput;
      writes.push({ method: 'PUT', path: `/admin/datasets/${id}`, body });
      const dataset = byId.get(id);
      if (!dataset) return problem(404, 'not-found', `No dataset ${id}`);
      const { contactName, contactEmail, ...text } = body;
      const updated = { ...dataset, ...text, contact: { name: contactName, email: contactEmail } };
      byId.set(id, updated);
      record({ target: 'dataset', targetId: id, action: 'update', changes: {} }, request);
      return HttpResponse.json(updated);
    }),
    http.put(`${API}/admin/datasets/:portalId/fields/:field`, async ({ params, request }) => {
      const refused = refusal(request);
      if (refused) return refused;
      const id = String(params.portalId);
      const name = String(params.field);
      const body = (await request.json()) as FieldMetadataInput;
      writes.push({ method: 'PUT', path: `/admin/datasets/${id}/fields/${name}`, body });
      const dataset = byId.get(id);
      const field = dataset?.fields.find((candidate) => candidate.name === name);
      if (!dataset || !field) return problem(404, 'not-found', `No field ${name}`);
      const updated = { ...field, ...body };
      byId.set(id, {
        ...dataset,
        fields: dataset.fields.map((other) => (other.name === name ? updated : other)),
      });
      record(
        {
          target: 'field',
          targetId: `${id}/${name}`,
          action: 'update',
          changes: { definition: { from: field.definition, to: body.definition } },
        },
        request,
      );
      return HttpResponse.json(updated);
    }),
    http.post(`${API}/admin/terms`, async ({ request }) => {
      const refused = refusal(request);
      if (refused) return refused;
      const body = (await request.json()) as TermInput;
      writes.push({ method: 'POST', path: '/admin/terms', body });
      const id = body.term.toLowerCase().replace(/[^a-z0-9]+/g, '-');
      if (glossary.has(id)) return problem(409, 'conflict', `A term ${body.term} exists already.`);
      const term = termOf(id, body);
      glossary.set(id, term);
      record({ target: 'term', targetId: id, action: 'create', changes: {} }, request);
      return HttpResponse.json(term, { status: 201 });
    }),
    http.put(`${API}/admin/terms/:id`, async ({ params, request }) => {
      const refused = refusal(request);
      if (refused) return refused;
      const id = String(params.id);
      const body = (await request.json()) as TermInput;
      writes.push({ method: 'PUT', path: `/admin/terms/${id}`, body });
      if (!glossary.has(id)) return problem(404, 'not-found', `No term ${id}`);
      const term = termOf(id, body);
      glossary.set(id, term);
      return HttpResponse.json(term);
    }),
    http.delete(`${API}/admin/terms/:id`, ({ params, request }) => {
      const refused = refusal(request);
      if (refused) return refused;
      const id = String(params.id);
      writes.push({ method: 'DELETE', path: `/admin/terms/${id}` });
      if (!glossary.delete(id)) return problem(404, 'not-found', `No term ${id}`);
      record({ target: 'term', targetId: id, action: 'delete', changes: {} }, request);
      return new HttpResponse(null, { status: 204 });
    }),
  ];

  return {
    handlers,
    writes,
    /** The glossary's terms as the server holds them now. */
    terms: () => [...glossary.values()],
  };
}

/** Scenario: the glossary's listing fails with `status` until `recover()` is called. */
export function makesTheListFail(status = 400) {
  let failing = true;
  const handler = http.get(`${API}/datasets`, () => {
    if (failing) return problem(status, 'bad-request', 'The list could not be made');
    return undefined;
  });
  return { handler, recover: () => (failing = false) };
}

/** Scenario: the server refuses a dataset's metadata once, naming the field as Fastify does. */
export function refusesTheStewardOnce() {
  return http.put(
    `${API}/admin/datasets/:portalId`,
    () =>
      problem(400, 'bad-request', 'body/steward must NOT have fewer than 1 characters', {
        field: 'body/steward',
      }),
    { once: true },
  );
}
