import type { Db } from '../db/createDatabase';
import { notificationsRepository, type NotificationsRepository } from './notifications';
import { pageViewsRepository, type PageViewsRepository } from './pageViews';
import { projectsRepository, type ProjectsRepository } from './projects/projectsRepository';
import { savedMapsRepository, type SavedMapsRepository } from './savedMaps';
import { bridgesRepository, type BridgesRepository } from '../bridges/bridgesRepository';

/** Every repository, decorated on the Fastify instance as `app.repositories`. */
export interface Repositories {
  pageViews: PageViewsRepository;
  projects: ProjectsRepository;
  savedMaps: SavedMapsRepository;
  bridges: BridgesRepository;
  notifications: NotificationsRepository;
}

export function createRepositories(db: Db): Repositories {
  return {
    pageViews: pageViewsRepository(db),
    projects: projectsRepository(db),
    savedMaps: savedMapsRepository(db),
    bridges: bridgesRepository(db),
    notifications: notificationsRepository(db),
  };
}
