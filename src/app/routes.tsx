import type { RouteObject } from 'react-router-dom';
import { ScreenLoading } from '../components/ScreenLoading';
import { RequireAdmin, RequireUser } from '../features/portal/guards';
import type { ScreenHandle } from './layout/screenWidth';
import { NotFoundScreen } from '../features/shell/NotFoundScreen';
import { RedirectTo } from '../features/shell/RedirectTo';
import { RouteErrorScreen } from '../features/shell/RouteErrorScreen';

type ScreenModule = Promise<Record<string, React.ComponentType>>;

/** A route whose screen is its own chunk, loaded when the route is first visited. */
function screen(load: () => ScreenModule, exportName: string): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load())[exportName] }) };
}

const home = () => import(/* webpackChunkName: "home" */ '../features/home/HomeScreen');
const projects = () =>
  import(/* webpackChunkName: "projects" */ '../features/projects/ProjectSearchScreen');
const projectDetails = () =>
  import(/* webpackChunkName: "project-details" */ '../features/projects/ProjectDetailsScreen');
const map = () => import(/* webpackChunkName: "map" */ './mapRoute');
const standardMaps = () =>
  import(/* webpackChunkName: "standard-maps" */ '../features/standardMaps/StandardMapsScreen');
const mapViewers = () =>
  import(/* webpackChunkName: "map-viewers" */ '../features/mapViewers/MapViewersScreen');
const data = () => import(/* webpackChunkName: "data" */ '../features/data/DataGlossaryScreen');
const dataset = () => import(/* webpackChunkName: "dataset" */ '../features/data/DatasetScreen');
const apiReference = () =>
  import(
    /* webpackChunkName: "api-reference" */ '../features/data/apiReference/ApiReferenceScreen'
  );
const support = () => import(/* webpackChunkName: "support" */ '../features/support/SupportScreen');
const profile = () => import(/* webpackChunkName: "profile" */ '../features/profile/ProfileScreen');
const admin = () => import(/* webpackChunkName: "admin" */ '../features/admin/AdminScreen');
const auth = () => import(/* webpackChunkName: "auth" */ '../features/auth/SignInScreen');

/** Screens of tables: their content may grow wider than reading width. */
const wide: ScreenHandle = { width: 'wide' };
/** The map: the whole window below the header. */
const full: ScreenHandle = { width: 'full' };

/**
 * The shared layout, a chunk of its own: the header, the navigation and what they use are
 * evaluated in a task of their own, not in main.js's (which was one long task on a phone). The
 * router loads it with the screen's chunk, in parallel, before its first render.
 */
const layout = () => import(/* webpackChunkName: "layout" */ './layout/Layout');

/** Every route of spec §2 plus the redirects of DESIGN.md §2, all inside the shared layout. */
export const routes: RouteObject[] = [
  {
    path: '/',
    ...screen(layout, 'Layout'),
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <ScreenLoading />,
    children: [
      {
        // Errors of a screen render inside the layout, which stays usable.
        errorElement: <RouteErrorScreen />,
        children: [
          { index: true, ...screen(home, 'HomeScreen') },
          { path: 'auth', ...screen(auth, 'SignInScreen') },
          {
            element: <RequireAdmin />,
            children: [{ path: 'admin/*', ...screen(admin, 'AdminScreen') }],
          },
          { path: 'support/*', ...screen(support, 'SupportScreen') },
          { path: 'maps', ...screen(standardMaps, 'StandardMapsScreen') },
          {
            path: 'projects',
            children: [
              { index: true, handle: wide, ...screen(projects, 'ProjectSearchScreen') },
              { path: 'details', ...screen(projectDetails, 'ProjectDetailsScreen') },
              { path: '*', element: <NotFoundScreen /> },
            ],
          },
          { path: 'map', handle: full, ...screen(map, 'MapRoute') },
          { path: 'map/wid/:wid', handle: full, ...screen(map, 'MapRoute') },
          { path: 'map/sid/:sid', handle: full, ...screen(map, 'MapRoute') },
          { path: 'map/cid/:cid', handle: full, ...screen(map, 'MapRoute') },
          { path: 'mapviewers/*', ...screen(mapViewers, 'MapViewersScreen') },
          { path: 'data', handle: wide, ...screen(data, 'DataGlossaryScreen') },
          { path: 'data/api', ...screen(apiReference, 'ApiReferenceScreen') },
          { path: 'data/dataset/:portalId', ...screen(dataset, 'DatasetScreen') },
          {
            element: <RequireUser />,
            children: [{ path: 'profile', ...screen(profile, 'ProfileScreen') }],
          },
          { path: 'home', element: <RedirectTo path="/" /> },
          { path: 'glossary', element: <RedirectTo path="/data" /> },
          { path: 'help/*', element: <RedirectTo path="/support" /> },
          { path: 'standardmaps', element: <RedirectTo path="/maps" /> },
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
    ],
  },
];
