import type { AdminGenerationJob, GenerationState } from '../../../contracts/standardMaps';
import { loadStateGeography } from '../../geo/stateGeography';
import { seedDemoProjects } from '../../projects/demo/seedDemoProjects';
import { STALE_AFTER_MS } from '../../repositories/standardMaps/generationJobs';
import { createTestApp, type TestApp } from '../helper';
import { startTestPortal, type TestPortal } from '../support/testPortal';
import { poppler } from './standardMapsHelper';

/** The drawing of the generated set as a job: in worker threads, one at a time, with progress. */
describe('the standard-map generator', () => {
  let portal: TestPortal;
  let server: TestApp;
  beforeAll(async () => {
    portal = await startTestPortal();
    server = await createTestApp({ env: { PORTAL_URL: portal.url } });
    await seedDemoProjects(server.app.repositories.projects, { stateFips: '39', count: 400 });
  });
  afterAll(async () => {
    await server.close();
    await portal.close();
  });

  const generator = () => server.app.standardMaps.generator;
  const generation = async () =>
    (
      await server.app.inject({ method: 'GET', url: '/tims/api/standard-maps/generation' })
    ).json<GenerationState>();

  it('draws the maps named, each a published edition, and records the job', async () => {
    const progress: AdminGenerationJob[] = [];
    const started = await generator().start({
      trigger: 'cli',
      requestedBy: null,
      scope: 'all',
      ids: ['county-39041', 'district-4'],
      workers: 1,
      onProgress: (job) => progress.push(job),
    });
    if (started.kind !== 'started') throw new Error(`Not started: ${started.kind}`);
    expect(started.job).toMatchObject({ status: 'running', total: 2, done: 0 });
    expect((await generation()).job).toMatchObject({ status: 'running', total: 2 });

    // A second drawing while one runs is refused, whoever asks.
    const again = await generator().start({
      trigger: 'admin',
      requestedBy: 'ada',
      scope: 'all',
      workers: 1,
    });
    expect(again).toMatchObject({ kind: 'busy', job: { id: started.job.id } });

    const job = await started.finished;
    expect(job).toMatchObject({ status: 'succeeded', done: 2, failed: 0, error: null });
    expect(progress.map((step) => step.done)).toEqual([1, 2]);
    expect((await generation()).job).toMatchObject({ status: 'succeeded', done: 2, total: 2 });

    const delaware = (await server.app.standardMaps.library.maps.get('county-39041'))!;
    expect(delaware).toMatchObject({
      title: 'Delaware County',
      category: 'County',
      county: { fips: '39041', name: 'Delaware' },
      source: 'generated',
      published: true,
    });
    expect(delaware.current.files.map((file) => file.sizeName)).toEqual(['tabloid', 'letter']);
    const pdf = server.app.standardMaps.library.files.pdfPath(
      'county-39041',
      delaware.current.id,
      0,
    );
    expect(poppler('pdftotext', pdf)).toContain('Delaware County');
    // A county map is filed under its county's district too.
    const county = loadStateGeography('39').counties.find((c) => c.fips === '39041')!;
    expect(delaware.district).toBe(county.district);
  }, 90_000);

  it('draws only what the library lacks when asked for the missing maps', async () => {
    const nothing = await generator().start({
      trigger: 'start',
      requestedBy: null,
      scope: 'missing',
      ids: ['county-39041'],
      workers: 1,
    });
    expect(nothing).toEqual({ kind: 'nothing-to-draw' });
  });

  it('lets an administrator ask for a drawing (202), and refuses a second one (409)', async () => {
    const admin = { authorization: `Bearer ${portal.signIn('ada')}` };
    const post = () =>
      server.app.inject({
        method: 'POST',
        url: '/tims/api/admin/standard-maps/generate',
        headers: admin,
      });
    const first = await post();
    expect(first.statusCode).toBe(202);
    expect(first.json()).toMatchObject({
      status: 'running',
      trigger: 'admin',
      requestedBy: 'ada',
      total: 101,
    });
    const second = await post();
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      error: { code: 'conflict', details: { job: { id: first.json().id } } },
    });

    // The server stops: the job ends as failed, not running for ever.
    await generator().close();
    const jobs = await server.app.inject({
      method: 'GET',
      url: '/tims/api/admin/standard-maps/jobs',
      headers: admin,
    });
    expect(jobs.json().items[0]).toMatchObject({
      id: first.json().id,
      status: 'failed',
      error: 'Interrupted: the server stopped',
    });
    const staff = { authorization: `Bearer ${portal.signIn('sam')}` };
    expect(
      (
        await server.app.inject({
          method: 'POST',
          url: '/tims/api/admin/standard-maps/generate',
          headers: staff,
        })
      ).statusCode,
    ).toBe(403);
  }, 30_000);

  it('fails a running job whose process died (its heartbeat stopped), so another may start', async () => {
    const jobs = server.app.repositories.generationJobs;
    const long = new Date(Date.now() - STALE_AFTER_MS - 5_000);
    const orphan = await jobs.begin('cli', null, 101, long);
    expect(orphan).toBeDefined();
    const now = await jobs.begin('cli', null, 1, new Date());
    expect(now).toBeDefined();
    const recent = await jobs.recent(2);
    expect(recent.find((job) => job.id === orphan!.id)).toMatchObject({
      status: 'failed',
      error: 'Interrupted: the process drawing the maps stopped',
    });
    await jobs.finish(now!.id, 'succeeded', null, new Date());
  });
});
