import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { DatasetListQuery } from '../../../../contracts/datasets';
import { glossaryFromParams, paramsOfGlossary, type GlossaryTab } from './datasetSearch';

export interface UpdateOptions {
  /** Turning a page keeps the offset; any other change starts at the first page. */
  keepPage?: boolean;
  /** Typing replaces the history entry rather than adding one per pause. */
  replace?: boolean;
}

/** The glossary's tab and search of the address, and ways to change them. */
export function useGlossarySearch() {
  const [params, setParams] = useSearchParams();
  const { tab, query } = useMemo(() => glossaryFromParams(params), [params]);

  const update = (change: Partial<DatasetListQuery>, options: UpdateOptions = {}) => {
    const next: DatasetListQuery = { ...query, ...change };
    if (!options.keepPage) next.offset = 0;
    setParams(paramsOfGlossary({ tab, query: next }), { replace: options.replace });
  };

  /** Another tab keeps the search words, not the table's filters, sort or page. */
  const showTab = (next: GlossaryTab) => {
    setParams(paramsOfGlossary({ tab: next, query: { q: query.q } }));
  };

  return { tab, query, update, showTab };
}
