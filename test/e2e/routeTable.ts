import type { Page } from '@playwright/test';

/**
 * The spec's route table as the screen-wide e2e specs walk it (the axe matrix, Hebrew), and the
 * measurements they share.
 */

export const PROJECTS_ITEM = 'bb164d816c8419738c4bcaff24cf4cce';
export const PLANNING_GROUP = '3f442234f37287affe9dcb3237f5dd80';

/** Every route a visitor reaches signed out; `{pid}` stands for a real project's PID. */
export const PUBLIC_ROUTES = [
  '',
  'auth',
  'projects',
  'projects?q=bridge',
  'projects/details?pid={pid}',
  'map',
  'maps',
  'mapviewers',
  `mapviewers/group/${PLANNING_GROUP}`,
  'data',
  `data/dataset/${PROJECTS_ITEM}`,
  'data/api',
  'support',
  'support/getting-started',
  'support/search?q=map',
  'support/contact',
  'no/such/page',
];

/** The routes an administrator adds (and those that change when signed in). */
export const ADMIN_ROUTES = [
  'map',
  'profile',
  'projects/details?pid={pid}',
  'admin/notifications',
  'admin/notifications/new',
  'admin/standard-maps',
  'admin/standard-maps/new',
  'admin/datasets',
  'admin/datasets/terms',
  'admin/datasets/terms/new',
  'admin/datasets/audit',
  `admin/datasets/${PROJECTS_ITEM}`,
  'admin/support',
  'admin/support/replay',
  'admin/usage',
];

/** A desktop and a phone. */
export const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
];

/** What a screen-wide spec found wrong on one route. */
export interface Finding {
  route: string;
  problem: string;
}

/**
 * Once the route's late content (tables, lists) has settled — no spinner left — a finding if the
 * page scrolls sideways. The standard maps' drawing progress (a Fluent ProgressBar, shown while
 * the server draws the set after a fresh start) is content, not loading: it is not waited for.
 */
export async function settledOverflow(page: Page, route: string): Promise<Finding[]> {
  await page
    .locator('.fui-Spinner, [role="progressbar"]:not(.fui-ProgressBar)')
    .first()
    .waitFor({ state: 'hidden', timeout: 10_000 })
    .catch(() => undefined);
  const overflow = await sidewaysOverflow(page);
  return overflow > 0 ? [{ route, problem: `scrolls sideways by ${overflow} px` }] : [];
}

/** How far the page scrolls sideways, in CSS pixels (0 or less: not at all). */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** The PID of the first project, for the details route. */
export async function somePid(page: Page): Promise<string> {
  const found = await (await page.request.get('api/projects?limit=1&sort=pid')).json();
  return found.items[0].pid as string;
}

/**
 * A language chosen while signed in follows the user into the portal profile, and every spec
 * signing in afresh as that user, in parallel or later, would then open in it: a test that signs
 * in with a language other than English (tims.admin, tims.staff) leaves the profile alone. Only
 * languageProfile.spec.ts writes a profile's language, as tims.public, and puts it back.
 */
export function keepProfileLanguage(page: Page) {
  return page.route('**/portal/sharing/rest/community/users/*/update', (route) => route.abort());
}
