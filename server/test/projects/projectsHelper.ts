import type { Project, ProjectListItem } from '../../../contracts/projects';
import { generateProjects } from '../../projects/demo/generateProjects';
import { seedDemoProjects } from '../../projects/demo/seedDemoProjects';
import { createTestApp, type TestApp } from '../helper';

/** The fixed inputs of the test data set: the same projects on every run. */
export const TEST_SEED = 4242;
export const TEST_COUNT = 400;
export const TEST_TODAY = new Date('2026-03-01T00:00:00Z');

/** A test server holding the deterministic demo projects. */
export async function createProjectsApp(): Promise<TestApp> {
  const server = await createTestApp();
  await seedDemoProjects(server.app.repositories.projects, {
    stateFips: '39',
    seed: TEST_SEED,
    count: TEST_COUNT,
    today: TEST_TODAY,
  });
  return server;
}

/** The same projects in memory, to compute what an answer should be. */
export function testProjects(): Project[] {
  return [
    ...generateProjects({ seed: TEST_SEED, count: TEST_COUNT, stateFips: '39', today: TEST_TODAY }),
  ];
}

export interface SearchBody {
  items: ProjectListItem[];
  total: number;
  offset: number;
  limit: number;
}

export async function search(server: TestApp, query: string): Promise<SearchBody> {
  const response = await server.app.inject(`/tims/api/projects?${query}`);
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json<SearchBody>();
}
