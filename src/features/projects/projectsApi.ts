import type {
  Project,
  ProjectFacets,
  ProjectFilters,
  ProjectSearchQuery,
  ProjectSearchResult,
} from '../../../contracts/projects';
import { timsApi } from '../../services/api/timsApi';
import { toQueryString } from './searchParams';

/** Project search, facets and details (DESIGN.md §5). */
export const projectsApi = timsApi.injectEndpoints({
  endpoints: (build) => ({
    searchProjects: build.query<ProjectSearchResult, ProjectSearchQuery>({
      query: (query) => `projects?${toQueryString(query)}`,
      providesTags: ['Project'],
    }),
    projectFacets: build.query<ProjectFacets, ProjectFilters>({
      query: (filters) => `projects/facets?${toQueryString(filters)}`,
      providesTags: ['Project'],
    }),
    getProject: build.query<Project, string>({
      query: (pid) => `projects/${encodeURIComponent(pid)}`,
      providesTags: (_result, _error, pid) => [{ type: 'Project', id: pid }],
    }),
  }),
});

export const { useSearchProjectsQuery, useProjectFacetsQuery, useGetProjectQuery } = projectsApi;
