import { useSearchParams } from 'react-router-dom';
import { isStatusFilter, type StatusFilter } from './supportAdminPaths';

/** Requests a page of the inbox shows. */
export const INBOX_PAGE = 25;
/** As `SupportRequestListQuery.q` of contracts/support.ts. */
export const WORDS_MAX = 200;

export interface InboxSearch {
  status: StatusFilter;
  q: string | undefined;
  offset: number;
}

// Control characters are refused by the server's schema: they never reach it from here.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]+/g;

const cleanWords = (value: string | null | undefined) =>
  value?.replace(CONTROL, ' ').trim().slice(0, WORDS_MAX) || undefined;

/**
 * The inbox's filter, words and page, kept in the address (`?status=answered&q=bridge&offset=25`)
 * so a view can be shared and Back returns to it. Without a status the new requests show.
 */
export function useInboxSearch() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('status');
  const search: InboxSearch = {
    status: isStatusFilter(requested) ? requested : 'new',
    q: cleanWords(params.get('q')),
    offset: Math.min(1_000_000, Math.max(0, Math.floor(Number(params.get('offset')) || 0))),
  };

  /** A new filter or new words start at the first page; a page turn keeps both. */
  const update = (next: Partial<InboxSearch>) => {
    const merged = {
      ...search,
      offset: 0,
      ...next,
      q: 'q' in next ? cleanWords(next.q) : search.q,
    };
    const address = new URLSearchParams();
    if (merged.status !== 'new') address.set('status', merged.status);
    if (merged.q) address.set('q', merged.q);
    if (merged.offset) address.set('offset', String(merged.offset));
    setParams(address);
  };

  return { search, update, address: params.toString() };
}
