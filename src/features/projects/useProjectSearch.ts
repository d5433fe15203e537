import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ProjectSearchQuery } from '../../../contracts/projects';
import { paramsOfSearch, searchFromParams } from './searchParams';

/** The search of the address, and a way to change it (filters reset the page). */
export function useProjectSearch() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => searchFromParams(params), [params]);
  const update = (change: Partial<ProjectSearchQuery>, { keepPage = false } = {}) => {
    const next: ProjectSearchQuery = { ...query, ...change };
    if (!keepPage) next.offset = 0;
    for (const key of Object.keys(change) as (keyof ProjectSearchQuery)[]) {
      const value = next[key];
      if (value === undefined || (Array.isArray(value) && value.length === 0)) delete next[key];
    }
    setParams(paramsOfSearch(next));
  };
  return { query, update };
}
