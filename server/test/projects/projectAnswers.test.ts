import type { Project, ProjectFacets } from '../../../contracts/projects';
import { createDatabase } from '../../db/createDatabase';
import { projectsRepository } from '../../repositories/projects/projectsRepository';
import { MAX_ANSWERS, pidSearchKey, ProjectAnswers } from '../../routes/projectAnswers';
import type { TestApp } from '../helper';
import { appTargetsOf } from '../support/appTargets';
import { createProjectsApp, search, testProjects } from './projectsHelper';

/** A project of the test set under another PID (the prefix 19 holds none of the test set's). */
function newProject(pid: string, name: string): Project {
  return { ...testProjects()[0]!, pid, name };
}

describe.each(appTargetsOf(createProjectsApp, 'answers'))(
  'PID searches answered from kept answers (%s)',
  ({ open }) => {
    let server: TestApp;
    beforeAll(async () => {
      server = await open();
    });
    afterAll(() => server.close());

    it('answers a repeated PID prefix the same, and as the database does', async () => {
      const first = await server.app.inject('/tims/api/projects?pid=1&limit=20');
      const again = await server.app.inject('/tims/api/projects?pid=1&limit=20');
      expect(again.body).toBe(first.body);
      expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
      const fromDatabase = await server.app.repositories.projects.search(
        { pid: '1' },
        { sort: 'pid', order: 'asc' },
        { offset: 0, limit: 20 },
      );
      expect(again.json()).toEqual({ ...fromDatabase, offset: 0, limit: 20 });
    });

    it('sees every write to the projects at once, whichever process made it', async () => {
      const before = await search(server, 'pid=19');
      // Another process on the same database (a worker of the cluster, the importer).
      const other = createDatabase(server.config.database);
      try {
        await projectsRepository(other).write([newProject('190001', 'Kept answers, first')]);
        const added = await search(server, 'pid=19');
        expect(added.total).toBe(before.total + 1);
        expect(added.items.map((item) => item.name)).toContain('Kept answers, first');

        await projectsRepository(other).write([newProject('190001', 'Kept answers, renamed')]);
        const renamed = await search(server, 'pid=19');
        expect(renamed.total).toBe(added.total);
        expect(renamed.items.map((item) => item.name)).toContain('Kept answers, renamed');
      } finally {
        await other.destroy();
      }
      // And a write through this server's own repository.
      await server.app.repositories.projects.write([newProject('190002', 'Kept answers, second')]);
      expect((await search(server, 'pid=19')).total).toBe(before.total + 2);
    });

    it("keeps a project's details until the projects change", async () => {
      const url = '/tims/api/projects/190003';
      expect((await server.app.inject(url)).statusCode).toBe(404);
      await server.app.repositories.projects.write([newProject('190003', 'Details, first')]);
      const first = await server.app.inject(url);
      expect(first.json()).toMatchObject({ pid: '190003', name: 'Details, first' });
      expect((await server.app.inject(url)).body).toBe(first.body);
      const other = createDatabase(server.config.database);
      try {
        await projectsRepository(other).write([newProject('190003', 'Details, renamed')]);
      } finally {
        await other.destroy();
      }
      expect((await server.app.inject(url)).json()).toMatchObject({ name: 'Details, renamed' });
      expect((await server.app.inject(url)).json()).toEqual(
        await server.app.repositories.projects.get('190003'),
      );
    });

    it('keeps the facets of a search until the projects change, whatever order it names them in', async () => {
      const district = testProjects()[0]!.district;
      const url = `/tims/api/projects/facets?q=keptfacets&district=${district}`;
      const first = await server.app.inject(url);
      expect(first.json<ProjectFacets>().phase).toEqual([]);
      const reordered = `/tims/api/projects/facets?district=${district}&q=keptfacets`;
      expect((await server.app.inject(reordered)).body).toBe(first.body);
      const other = createDatabase(server.config.database);
      try {
        await projectsRepository(other).write([newProject('190004', 'Keptfacets bridge')]);
      } finally {
        await other.destroy();
      }
      const after = (await server.app.inject(url)).json<ProjectFacets>();
      expect(after.phase.reduce((sum, { count }) => sum + count, 0)).toBe(1);
      expect(after).toEqual(
        await server.app.repositories.projects.facets({ q: 'keptfacets', district: [district] }),
      );
      // Another question is another answer.
      const otherDistrict = (district % 12) + 1;
      const elsewhere = await server.app.inject(
        `/tims/api/projects/facets?q=keptfacets&district=${otherDistrict}`,
      );
      expect(elsewhere.json<ProjectFacets>().phase).toEqual([]);
    });

    it('keeps the answers of each page, order and size apart', async () => {
      const asc = await search(server, 'pid=1&limit=5');
      const desc = await search(server, 'pid=1&limit=5&order=desc');
      const next = await search(server, 'pid=1&limit=5&offset=5');
      expect(desc.items[0]!.pid > asc.items[0]!.pid).toBe(true);
      expect(next.items[0]!.pid > asc.items[4]!.pid).toBe(true);
      expect((await search(server, 'pid=1&limit=5')).items).toEqual(asc.items);
    });
  },
);

describe('which searches are kept', () => {
  const page = { order: 'asc' as const, offset: 0, limit: 50 };

  it('keeps a PID prefix alone, in PID order', () => {
    expect(pidSearchKey({ pid: '1' }, { pid: '1', ...page })).toBe('1 asc 0 50');
    expect(
      pidSearchKey(
        { pid: '12', sort: 'pid', order: 'desc' },
        { pid: '12', ...page, order: 'desc' },
      ),
    ).toBe('12 desc 0 50');
  });

  it('answers anything else from the database', () => {
    expect(pidSearchKey({ pid: '123456' }, { pid: '123456', ...page })).toBeUndefined();
    expect(pidSearchKey({ pid: '1', q: 'bridge' }, { pid: '1', ...page })).toBeUndefined();
    expect(pidSearchKey({ pid: '1', district: [3] }, { pid: '1', ...page })).toBeUndefined();
    expect(pidSearchKey({ pid: '1', sort: 'name' }, { pid: '1', ...page })).toBeUndefined();
  });

  it('forgets every answer when the version changes, and the least recently used past the bound', () => {
    const answers = new ProjectAnswers();
    expect(answers.get('1', 'a')).toBeUndefined();
    answers.set('1', 'a', 'A');
    expect(answers.get('1', 'a')).toBe('A');
    // An answer computed at a version already gone is not kept.
    answers.set('0', 'b', 'B');
    expect(answers.get('1', 'b')).toBeUndefined();
    expect(answers.get('2', 'a')).toBeUndefined();
    expect(answers.size).toBe(0);

    for (let i = 0; i <= MAX_ANSWERS; i += 1) answers.set('2', `k${i}`, 'x');
    expect(answers.size).toBe(MAX_ANSWERS);
    expect(answers.get('2', 'k0')).toBeUndefined();
    expect(answers.get('2', `k${MAX_ANSWERS}`)).toBe('x');
  });
});
