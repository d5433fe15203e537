import { Navigate, useLocation, useParams } from 'react-router-dom';

/**
 * Replaces an old or alternative path with its canonical one (DESIGN.md §2), keeping the rest of
 * the path after the matched prefix, the query and the hash.
 */
export function RedirectTo({ path }: { path: string }) {
  const { search, hash } = useLocation();
  const rest = useParams()['*'];
  const pathname = rest ? `${path.replace(/\/$/, '')}/${rest}` : path;
  return <Navigate to={{ pathname, search, hash }} replace />;
}
