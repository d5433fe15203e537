import type { Db } from '../../db/createDatabase';
import { createMigrator, migrateToLatest } from '../../db/migrate';
import { toRows } from '../../repositories/projects/projectRows';
import { projectsRepository } from '../../repositories/projects/projectsRepository';
import { targets } from '../support/databaseTargets';
import { ask, craftedProjects, expected, relevance } from './fullTextFixtures';

describe('migration 0010 on projects stored before it', () => {
  /** The schema as it was before the text index. */
  async function migrateBefore0010(db: Db) {
    const { error } = await (await createMigrator(db)).migrateTo('0009_support');
    if (error) throw error;
  }

  it.each(targets)('indexes their words on $name', async (target) => {
    const { db, close } = await target.open();
    try {
      await migrateBefore0010(db);
      const projects = craftedProjects();
      for (const project of projects) {
        const { search_title: _title, ...row } = toRows(project).project;
        // As 0003 wrote it: lower case, accents and punctuation kept.
        const search = [project.pid, project.name, project.description, ...project.routes]
          .join(' ')
          .toLowerCase();
        await db
          .insertInto('projects')
          .values({ ...row, search } as never)
          .execute();
      }
      await migrateToLatest(db);
      const repository = projectsRepository(db);
      expect((await ask(repository, { q: 'cafe' }, relevance)).pids).toEqual(['900002']);
      expect((await ask(repository, { q: 'us-23' }, relevance)).pids).toEqual(
        expected(projects, 'us-23'),
      );
      expect((await ask(repository, { q: 'us-23' }, relevance)).pids).toEqual([
        '900001',
        '900004',
        '900003',
      ]);
    } finally {
      await close();
    }
  });
});
