import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  gallerySearchFromParams,
  paramsOfGallerySearch,
  type GallerySearch,
} from './gallerySearch';

/** The gallery search of the address, and a way to change it (a new search starts at page 1). */
export function useGallerySearch() {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => gallerySearchFromParams(params), [params]);
  const update = (change: Partial<GallerySearch>) =>
    setParams(paramsOfGallerySearch({ ...search, page: 1, ...change }));
  return { search, update };
}
