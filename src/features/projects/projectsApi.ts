import type {
  Project,
  ProjectFacets,
  ProjectFilters,
  ProjectSearchQuery,
  ProjectSearchResult,
} from '../../../contracts/projects';
import { timsApi } from '../../services/api/timsApi';
import { toQueryString } from '../../lib/queryString';

/** A county's outline for the location sketch: its rings (WGS84) and where its name goes. */
export interface CountyOutline {
  fips: string;
  name: string;
  rings: [number, number][][];
  labelAt: [number, number];
}

interface CountyFeatures {
  features: {
    properties: { fips: string; name: string };
    geometry: { type: 'Polygon' | 'MultiPolygon'; coordinates: unknown };
  }[];
}

function toOutline({ properties, geometry }: CountyFeatures['features'][number]): CountyOutline {
  const polygons = (
    geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates
  ) as [number, number][][][];
  const rings = polygons.flat();
  const xs = rings.flat().map(([x]) => x);
  const ys = rings.flat().map(([, y]) => y);
  return {
    fips: properties.fips,
    name: properties.name,
    rings,
    labelAt: [(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2],
  };
}

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
    /** From the Counties FeatureServer, as GeoJSON: the same outlines the map draws. */
    countyOutlines: build.query<CountyOutline[], string[]>({
      query: (fips) =>
        `rest/services/Counties/FeatureServer/0/query?${new URLSearchParams({
          where: `fips IN (${fips.map((code) => `'${code.replace(/\D/g, '')}'`).join(',')})`,
          outFields: 'fips,name',
          f: 'geojson',
        })}`,
      transformResponse: (response: CountyFeatures) => response.features.map(toOutline),
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const {
  useSearchProjectsQuery,
  useLazySearchProjectsQuery,
  useProjectFacetsQuery,
  useGetProjectQuery,
  useCountyOutlinesQuery,
} = projectsApi;
