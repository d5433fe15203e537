import type { Db } from '../db/createDatabase';
import { pageViewsRepository, type PageViewsRepository } from './pageViews';
import { projectsRepository, type ProjectsRepository } from './projects/projectsRepository';

/** Every repository, decorated on the Fastify instance as `app.repositories`. */
export interface Repositories {
  pageViews: PageViewsRepository;
  projects: ProjectsRepository;
}

export function createRepositories(db: Db): Repositories {
  return {
    pageViews: pageViewsRepository(db),
    projects: projectsRepository(db),
  };
}
