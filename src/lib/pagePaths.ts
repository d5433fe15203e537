import type { PageName } from '../../contracts/pages';

/**
 * The page name of an app path, for analytics and page-specific notifications; null for screens
 * the spec's page names do not cover (sign-in, profile, administration, not found).
 * Paths are app paths (without the /tims base), as React Router reports them.
 */
export function pageNameOfPath(pathname: string): PageName | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/' || path === '/home') return 'Home';
  if (path === '/projects/details') return 'Project Details';
  if (path === '/projects') return 'Projects';
  if (path === '/map' || /^\/map\/(wid|sid|cid)\/[^/]+$/.test(path)) return 'Map viewer';
  if (path === '/mapviewers' || path.startsWith('/mapviewers/')) return 'Map viewers';
  if (path === '/maps' || path === '/standardmaps') return 'Maps';
  if (path === '/data' || path.startsWith('/data/') || path === '/glossary') return 'Data';
  if (path === '/support' || path.startsWith('/support/') || path.startsWith('/help'))
    return 'Support';
  return null;
}
