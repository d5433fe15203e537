import type { Db } from '../db/createDatabase';
import { glossaryRepository, type GlossaryRepository } from './glossary/glossaryRepository';
import { notificationsRepository, type NotificationsRepository } from './notifications';
import { pageViewsRepository, type PageViewsRepository } from './pageViews';
import { projectsRepository, type ProjectsRepository } from './projects/projectsRepository';
import { savedMapsRepository, type SavedMapsRepository } from './savedMaps';
import { bridgesRepository, type BridgesRepository } from '../bridges/bridgesRepository';
import {
  generationJobsRepository,
  type GenerationJobsRepository,
} from './standardMaps/generationJobs';
import {
  articleFeedbackRepository,
  type ArticleFeedbackRepository,
} from './support/articleFeedbackRepository';
import {
  supportRequestsRepository,
  type SupportRequestsRepository,
} from './support/supportRequestsRepository';
import {
  standardMapsRepository,
  type StandardMapsRepository,
} from './standardMaps/standardMapsRepository';

/** Every repository, decorated on the Fastify instance as `app.repositories`. */
export interface Repositories {
  pageViews: PageViewsRepository;
  projects: ProjectsRepository;
  savedMaps: SavedMapsRepository;
  bridges: BridgesRepository;
  notifications: NotificationsRepository;
  standardMaps: StandardMapsRepository;
  generationJobs: GenerationJobsRepository;
  glossary: GlossaryRepository;
  supportRequests: SupportRequestsRepository;
  articleFeedback: ArticleFeedbackRepository;
}

export function createRepositories(db: Db): Repositories {
  return {
    pageViews: pageViewsRepository(db),
    projects: projectsRepository(db),
    savedMaps: savedMapsRepository(db),
    bridges: bridgesRepository(db),
    notifications: notificationsRepository(db),
    standardMaps: standardMapsRepository(db),
    generationJobs: generationJobsRepository(db),
    glossary: glossaryRepository(db),
    supportRequests: supportRequestsRepository(db),
    articleFeedback: articleFeedbackRepository(db),
  };
}
