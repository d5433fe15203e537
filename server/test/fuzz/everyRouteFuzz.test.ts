import type { LightMyRequestResponse } from 'fastify';
import { seedDemoBridges } from '../../bridges/seedDemoBridges';
import { GROUP_IDS, ITEM_IDS, ORG_ID } from '../../portal/constants';
import { seedDemoProjects } from '../../projects/demo/seedDemoProjects';
import type { TestApp } from '../helper';
import { generateToken } from '../portal/portalHelper';
import { TEST_SEED, TEST_TODAY } from '../projects/projectsHelper';
import { fuzzTargets, routesOf, type RegisteredRoute } from './fuzzApp';
import { hostileRequestsFor, type HostileRequest, type SampleParams } from './hostileRequests';

/**
 * Starts the generation of every standard map and takes no input that could be refused: sent
 * signed out only (401), or it would draw maps for the rest of the run.
 */
const CONCURRENCY = 8;

const SIGNED_OUT_ONLY = new Set(['POST /tims/api/admin/standard-maps/generate']);

/** The Sharing API serves every route with and without a trailing slash: one is tried. */
function distinct(routes: RegisteredRoute[]): RegisteredRoute[] {
  const keys = new Set(routes.map((route) => `${route.method} ${route.url}`));
  return routes.filter(
    (route) =>
      !(route.url.endsWith('/') && route.url.length > 1) ||
      !keys.has(`${route.method} ${route.url.slice(0, -1)}`),
  );
}

interface ErrorEnvelope {
  error?: { code?: unknown; message?: unknown };
}

function parsed(response: LightMyRequestResponse): ErrorEnvelope | undefined {
  if (!String(response.headers['content-type'] ?? '').includes('json')) return undefined;
  try {
    return response.json<ErrorEnvelope>();
  } catch {
    return undefined;
  }
}

/** What is wrong with an answer to a hostile request, or null when it is a clear one. */
function problemOf({ request, mustRefuse }: HostileRequest, response: LightMyRequestResponse) {
  const status = response.statusCode;
  const body = response.body.slice(0, 200);
  if (status >= 500) return `${status} ${body}`;
  if (request.method === 'HEAD') return null;
  const envelope = parsed(response);
  const error = envelope?.error;
  if (status >= 400) {
    // The portal's OAuth pages refuse in the page a person reads.
    const page = String(response.headers['content-type'] ?? '').startsWith('text/html');
    if (page && String(request.url).startsWith('/portal/')) return null;
    const code = error?.code;
    const clear =
      (typeof code === 'string' || typeof code === 'number') &&
      typeof error?.message === 'string' &&
      error.message.length > 0;
    if (!clear) return `${status} without a clear error envelope: ${body}`;
  }
  // ArcGIS answers (FeatureServer, portal) carry their error inside an HTTP 200.
  if (typeof error?.code === 'number' && error.code >= 500) return `ArcGIS error ${body}`;
  if (mustRefuse && status < 400) return `accepted with ${status}`;
  return null;
}

/**
 * Every registered route — the API, the FeatureServers, the local portal and the app — as a
 * hostile client tries it, on SQLite and on PostgreSQL (TEST_DATABASE_URL): bad path
 * parameters, query values and names (NUL, invalid Unicode, oversized, injection, numbers past
 * any database's integers, lists, prototype names), and for writes every kind of bad body.
 * Each answer must be a clear 4xx in its area's envelope (or a success for what is harmless),
 * never a 5xx nor an error logged; the database must be as it was.
 */
describe.each(fuzzTargets)('every route under hostile input on $name', (target) => {
  let server: TestApp;
  let admin: Record<string, string>;
  let samples: SampleParams;
  beforeAll(async () => {
    server = await target.open();
    await seedDemoProjects(server.app.repositories.projects, {
      stateFips: '39',
      seed: TEST_SEED,
      count: 100,
      today: TEST_TODAY,
    });
    await seedDemoBridges(server.app.repositories.bridges, {
      stateFips: '39',
      count: 50,
      year: 2026,
    });
    const token = await generateToken(server, 'tims.admin');
    admin = { authorization: `Bearer ${token}`, 'x-tims-username': 'tims.admin' };
    const { items } = (await server.app.inject({ url: '/tims/api/projects?limit=1' })).json<{
      items: { pid: string }[];
    }>();
    samples = {
      pid: items[0]!.pid,
      service: 'Projects',
      layer: '0',
      portalId: `${ITEM_IDS.projectsService}_0`,
      field: 'pid',
      style: 'light-gray',
      z: '1',
      x: '0',
      y: '0',
      slug: 'finding-a-project',
      file: 'measure-tool.png',
      reference: 'TIMS-00000000',
      sid: 'AAAAAAAAAAAA',
      editionId: '1',
      orgId: ORG_ID,
      user: 'tims.admin',
      '*': 'x',
      // Items, groups and standard maps share the name: an item id reaches the most code.
      id: GROUP_IDS.data,
    };
  }, 120_000);
  afterAll(() => server.close());

  it('answers every hostile request with a clear 4xx or a harmless success, never a 5xx', async () => {
    const routes = distinct(routesOf(server.app));
    expect(routes.length).toBeGreaterThan(100);
    const projectsBefore = await server.app.db
      .selectFrom('projects')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();

    const failures: string[] = [];
    const errorsLoggedBy = async (hostile: HostileRequest[]) => {
      const logged = server.logs.length;
      const responses = await Promise.all(hostile.map(({ request }) => server.app.inject(request)));
      const errors = server.logs.slice(logged).filter((line) => Number(line.level) >= 50);
      return { responses, errors };
    };
    const all = routes.flatMap((route) =>
      hostileRequestsFor(
        route,
        samples,
        SIGNED_OUT_ONLY.has(`${route.method} ${route.url}`) ? {} : admin,
      ),
    );
    // A few at a time: PostgreSQL answers each in a round trip, so they overlap.
    for (let i = 0; i < all.length; i += CONCURRENCY) {
      const chunk = all.slice(i, i + CONCURRENCY);
      const { responses, errors } = await errorsLoggedBy(chunk);
      chunk.forEach((hostile, at) => {
        const problem = problemOf(hostile, responses[at]!);
        if (problem) failures.push(`${hostile.name}: ${problem}`);
      });
      if (errors.length === 0) continue;
      // Which one logged it: each again, alone.
      for (const hostile of chunk) {
        for (const line of (await errorsLoggedBy([hostile])).errors) {
          const err = line.err as { message?: string } | undefined;
          failures.push(`${hostile.name}: logged "${String(line.msg)}" ${err?.message ?? ''}`);
        }
      }
    }

    expect(failures).toEqual([]);
    expect(all.length).toBeGreaterThan(5_000);
    // Nothing was dropped or emptied by an injection.
    expect(
      await server.app.db
        .selectFrom('projects')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow(),
    ).toEqual(projectsBefore);
    expect((await server.app.inject({ url: '/tims/api/me', headers: admin })).statusCode).toBe(200);
  }, 180_000);
});
