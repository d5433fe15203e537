import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { StandardMapListQuery } from '../../../contracts/standardMaps';
import { mapSearchFromParams, paramsOfMapSearch } from './mapSearch';

/** The library search of the address, and a way to change it (a new search starts at page 1). */
export function useMapSearch() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => mapSearchFromParams(params), [params]);
  const update = (change: Partial<StandardMapListQuery>, { keepPage = false } = {}) => {
    const next: StandardMapListQuery = { ...query, ...change };
    if (!keepPage) next.offset = 0;
    for (const key of Object.keys(next) as (keyof StandardMapListQuery)[]) {
      const value = next[key];
      if (value === undefined || (Array.isArray(value) && value.length === 0)) delete next[key];
    }
    setParams(paramsOfMapSearch(next));
  };
  return { query, update };
}
