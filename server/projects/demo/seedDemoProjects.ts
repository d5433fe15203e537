import type { ProjectsRepository } from '../../repositories/projects/projectsRepository';
import { DEMO_PROJECT_COUNT, DEMO_SEED, generateProjects } from './generateProjects';

export interface SeedOptions {
  stateFips: string;
  count?: number;
  seed?: number;
  /** Defaults to the current UTC day, so the demo schedules are current wherever it starts. */
  today?: Date;
}

/**
 * Fills an empty projects table with the demo projects (DESIGN §4) and returns how many were
 * made; a table holding anything (the demo, or a department's own import) is left alone.
 */
export async function seedDemoProjects(
  projects: ProjectsRepository,
  options: SeedOptions,
): Promise<number> {
  if (!(await projects.isEmpty())) return 0;
  const list = [
    ...generateProjects({
      seed: options.seed ?? DEMO_SEED,
      count: options.count ?? DEMO_PROJECT_COUNT,
      stateFips: options.stateFips,
      today: options.today ?? startOfUtcDay(new Date()),
    }),
  ];
  await projects.write(list);
  return list.length;
}

export function startOfUtcDay(date: Date): Date {
  return new Date(date.toISOString().slice(0, 10));
}
