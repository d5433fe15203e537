import type { Project } from '../../../contracts/projects';
import type { ProjectsRepository, Sorting } from '../../repositories/projects/projectsRepository';
import type { SearchFilters } from '../../repositories/projects/searchFilters';
import { queryTerms, textWords } from '../../repositories/projects/searchText';
import { testProjects } from './projectsHelper';

/** Projects written for the edge cases: accents, punctuation, where a word stands. */
export function craftedProjects(): Project[] {
  const [template] = testProjects();
  const project = (
    pid: string,
    name: string,
    description: string,
    routes: string[],
    district = 6,
  ): Project => ({ ...template!, pid, name, description, routes, district });
  return [
    project('900001', 'FRA-23-1.00', 'Resurfacing of US-23 in Franklin County.', ['US-23']),
    project('900002', 'FRA-4-0.50', 'Bridge over the Rivière du Café, près de Zoë.', ['SR-4']),
    project('900003', 'DEL-40-2.00', 'Signal upgrades at US-23 and SR-40.', ['SR-40'], 5),
    project('900004', 'DEL-230-5.10', 'Culvert replacement, Straße in Łódź (ωμέγα 東京).', [
      'US-230',
    ]),
    project('900005', 'CUY-2-3.00', 'Ｗｉｄｅ letters, ligature ﬁre lane, and snake_case_words.', [
      'IR-2',
    ]),
    // Twenty words starting `zzzz`: more than a long prefix is searched as (textIndex.ts).
    project(
      '900006',
      'ZZZ-1-0.00',
      Array.from({ length: 20 }, (_, i) => `zzzz${String.fromCharCode(97 + i)}`).join(' '),
      ['SR-1'],
    ),
  ];
}

/** What a query should find: every term starts a word; PID, name or route matches first. */
export function expected(projects: Project[], q: string, filter = (_: Project) => true) {
  const terms = queryTerms(q) ?? [];
  const has = (words: string[]) =>
    terms.length > 0 && terms.every((term) => words.some((word) => word.startsWith(term)));
  const ranked = projects
    .map((project) => {
      const title = textWords([project.pid, project.name, ...project.routes].join(' '));
      const all = [...title, ...textWords(project.description)];
      return { pid: project.pid, tier: has(title) ? 0 : 1, match: has(all) && filter(project) };
    })
    .filter((row) => row.match)
    .sort((a, b) => a.tier - b.tier || a.pid.localeCompare(b.pid));
  return ranked.map((row) => row.pid);
}

/** A search's PIDs in order and its total. */
export async function ask(
  repository: ProjectsRepository,
  filters: SearchFilters,
  sorting: Sorting,
  page = { offset: 0, limit: 500 },
) {
  const { items, total } = await repository.search(filters, sorting, page);
  return { pids: items.map((item) => item.pid), total };
}

export const relevance: Sorting = { sort: 'relevance', order: 'asc' };
