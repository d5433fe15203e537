import type { Db } from '../db/createDatabase';
import { pageViewsRepository, type PageViewsRepository } from './pageViews';

/** Every repository, decorated on the Fastify instance as `app.repositories`. */
export interface Repositories {
  pageViews: PageViewsRepository;
}

export function createRepositories(db: Db): Repositories {
  return {
    pageViews: pageViewsRepository(db),
  };
}
