/**
 * A realistic session for the action-log benchmark, recorded by driving the app's real store
 * (reducers, RTK Query, sagas; the network answered by the test handlers through MSW) with the
 * app's own action creators: a sign-in, then rounds of a visitor's work — project searches of 25
 * projects with their facets, a project opened with its county outlines, the map panned and
 * zoomed, layers and basemaps changed, toasts, the notifications drawer, the navigation drawer.
 */
import type { Project } from '../../contracts/projects';
import type { AppStore } from '../../src/app/store';
import type * as MapSlice from '../../src/features/map/mapSlice';
import type * as NotificationsSlice from '../../src/features/notifications/notificationsSlice';
import type { projectsApi as ProjectsApi } from '../../src/features/projects/projectsApi';
import type * as AppSlice from '../../src/features/shell/appSlice';
import type * as ToastsSlice from '../../src/features/toasts/toastsSlice';
import { makeProject } from '../support/projectFactory';

const COUNTIES = [
  { fips: '39041', name: 'Delaware', code: 'DEL' },
  { fips: '39049', name: 'Franklin', code: 'FRA' },
  { fips: '39045', name: 'Fairfield', code: 'FAI' },
  { fips: '39089', name: 'Licking', code: 'LIC' },
  { fips: '39097', name: 'Madison', code: 'MAD' },
  { fips: '39159', name: 'Union', code: 'UNI' },
];
const WORK = [
  ['Resurfacing', 'Resurfacing of {route} from mile {from} to mile {to}'],
  ['Bridge Replacement', 'Replacement of the {route} bridge over Alum Creek'],
  ['Safety', 'Safety improvements at the {route} interchange'],
  ['Widening', 'Adding a lane each way on {route}'],
  ['Culvert', 'Culvert replacements along {route}'],
] as const;
const PHASES = [
  'Planning',
  'Preliminary Engineering',
  'Environmental Engineering',
  'Final Engineering/ROW',
  'Construction',
  'Completed',
] as const;
const ROUTES = ['US-23', 'I-70', 'I-71', 'SR-315', 'US-36', 'SR-161', 'I-270', 'US-33'];

/** 600 projects across six counties, as the projects API lists them. */
export function benchProjects(): Project[] {
  return Array.from({ length: 600 }, (_, n) => {
    const county = COUNTIES[n % COUNTIES.length]!;
    const [workType, text] = WORK[n % WORK.length]!;
    const route = ROUTES[n % ROUTES.length]!;
    const from = ((n * 7.31) % 30).toFixed(2);
    return makeProject({
      pid: String(100_000 + n * 37),
      name: `${county.code}-${route.replace(/\D/g, '')}-${from}`,
      description: text
        .replace('{route}', route)
        .replace('{from}', from)
        .replace('{to}', (Number(from) + 3.6).toFixed(2)),
      district: 1 + (n % 12),
      counties: [{ fips: county.fips, name: county.name }],
      routes: [route],
      workType,
      phase: PHASES[n % PHASES.length]!,
      fiscalYear: 2025 + (n % 6),
      estimatedCost: 250_000 + ((n * 91_373) % 40_000_000),
    });
  });
}

const SEARCHES = ['resurfacing', 'bridge', 'us-23', 'i-70', 'safety', 'widening', 'culvert', '1'];

/** Lets RTK Query's and the sagas' promises settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

export interface SessionModules {
  projectsApi: typeof ProjectsApi;
  map: typeof MapSlice;
  toasts: typeof ToastsSlice;
  notifications: typeof NotificationsSlice;
  app: typeof AppSlice;
}

/** One round of a visitor's work: about 70 actions. */
export async function visitorRound(store: AppStore, m: SessionModules, round: number) {
  const word = SEARCHES[round % SEARCHES.length]!;
  const search = store.dispatch(
    m.projectsApi.endpoints.searchProjects.initiate({ q: word, limit: 25, offset: 0 }),
  );
  const facets = store.dispatch(m.projectsApi.endpoints.projectFacets.initiate({ q: word }));
  const { data } = await search;
  await facets;
  const pid = data?.items[round % Math.max(1, data.items.length)]?.pid;
  if (pid) {
    const project = await store.dispatch(m.projectsApi.endpoints.getProject.initiate(pid));
    const fips = project.data?.counties.map((county) => county.fips) ?? [];
    const outlines = store.dispatch(m.projectsApi.endpoints.countyOutlines.initiate(fips));
    await outlines;
    outlines.unsubscribe();
    store.dispatch(m.map.projectRequested({ pid }));
  }
  search.unsubscribe();
  facets.unsubscribe();
  // Panning and zooming: the view reports each stop.
  for (let step = 0; step < 40; step += 1) {
    const x = -83 + Math.sin(round + step / 10) / 10;
    const y = 40 + Math.cos(round + step / 10) / 10;
    const scale = 72_224 * 2 ** ((step % 8) - 4);
    store.dispatch(m.map.mapUpdatingChanged(step % 5 === 0));
    store.dispatch(
      m.map.viewChanged({
        viewpoint: { center: [x, y], scale },
        extent: [x - 0.2, y - 0.1, x + 0.2, y + 0.1],
      }),
    );
  }
  store.dispatch(m.map.basemapChosen(round % 2 === 0 ? 'dark' : 'light'));
  store.dispatch(m.map.measureToolChosen(round % 3 === 0 ? 'distance' : null));
  const toast = m.toasts.toastAdded({ message: 'toasts.saved', severity: 'success' });
  store.dispatch(toast);
  store.dispatch(m.toasts.toastDismissed({ id: toast.payload.id }));
  store.dispatch(m.notifications.bellToggled());
  store.dispatch(m.notifications.drawerClosed());
  store.dispatch(m.app.navDrawerToggled());
  store.dispatch(m.app.navDrawerClosed());
  await settle();
}
