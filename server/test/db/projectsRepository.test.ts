import { migrateToLatest } from '../../db/migrate';
import { projectsRepository } from '../../repositories/projects/projectsRepository';
import { targets, type Target } from '../support/databaseTargets';
import { testProjects } from '../projects/projectsHelper';

/** The projects repository on SQLite and, with TEST_DATABASE_URL, on PostgreSQL. */
describe.each(targets)('projects on $name', (target) => {
  let handle: Awaited<ReturnType<Target['open']>>;
  const projects = testProjects();
  const repository = () => projectsRepository(handle.db);
  beforeAll(async () => {
    handle = await target.open();
    await migrateToLatest(handle.db);
    await repository().write(projects);
  }, 60_000);
  afterAll(() => handle?.close());

  const sorting = { sort: 'pid' as const, order: 'asc' as const };
  const all = { offset: 0, limit: 500 };

  it('reads back every project whole', async () => {
    for (const project of projects.slice(0, 20)) {
      expect(await repository().get(project.pid)).toEqual(project);
    }
    expect(await repository().get('000000')).toBeUndefined();
  });

  it('finds by PID prefix and by words, case-insensitively on both dialects', async () => {
    const prefix = projects[0]!.pid.slice(0, 3);
    const byPid = await repository().search({ pid: prefix }, sorting, all);
    expect(byPid.items.map((item) => item.pid)).toEqual(
      projects
        .map((p) => p.pid)
        .filter((pid) => pid.startsWith(prefix))
        .sort(),
    );

    const word = projects[2]!.counties[0]!.name.toUpperCase();
    const byWord = await repository().search({ q: word }, sorting, all);
    expect(byWord.total).toBe(
      projects.filter((p) =>
        [p.pid, p.name, p.description, ...p.routes]
          .join(' ')
          .toLowerCase()
          .includes(word.toLowerCase()),
      ).length,
    );
  });

  it('finds a whole PID, and past its one row an empty page that still counts it', async () => {
    const { pid } = projects[4]!;
    const whole = await repository().search({ pid }, sorting, all);
    expect(whole).toMatchObject({ total: 1, items: [{ pid }] });
    const past = await repository().search({ pid }, sorting, { offset: 1, limit: 50 });
    expect(past).toEqual({ items: [], total: 1 });
    expect(await repository().search({ pid: '000000' }, sorting, all)).toEqual({
      items: [],
      total: 0,
    });
  });

  it('sorts by phase and sale date the same way on both dialects', async () => {
    const { items } = await repository().search({}, { sort: 'saleDate', order: 'asc' }, all);
    const dates = items.map((item) => item.saleDate ?? '');
    expect(dates).toEqual([...dates].sort());
  });

  it('counts facets that agree with the search', async () => {
    const facets = await repository().facets({ phase: ['Completed'] });
    const completed = await repository().search({ phase: ['Completed'] }, sorting, all);
    const sum = (rows: { count: number }[]) => rows.reduce((total, row) => total + row.count, 0);

    expect(sum(facets.district)).toBe(completed.total);
    expect(sum(facets.phase)).toBe(projects.length);
  });

  it('exports every matching row once, in order, across batches', async () => {
    const rows = [];
    for await (const batch of repository().exportRows({}, { sort: 'phase', order: 'desc' }, 37)) {
      rows.push(...batch);
    }
    expect(rows).toHaveLength(projects.length);
    expect(new Set(rows.map((row) => row.pid)).size).toBe(projects.length);
  });

  it('upserts by PID: a second write replaces the project and its children', async () => {
    const changed = {
      ...projects[0]!,
      name: 'ZZZ-1-0.00',
      funding: [{ source: 'State', amount: 5 }],
    };
    await repository().write([changed]);

    expect(await repository().get(changed.pid)).toEqual(changed);
    expect((await repository().search({}, sorting, all)).total).toBe(projects.length);
    await repository().write([projects[0]!]);
  });
});
