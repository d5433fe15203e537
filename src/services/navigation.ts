/**
 * In-app navigation for sagas (STYLE.md: navigation is decided in sagas). The router is made
 * by the app and attached once; until then a navigation request is kept and carried out on
 * attach.
 */
export interface AppNavigator {
  navigate(to: string, options?: { replace?: boolean }): void;
  currentPath(): string;
}

export interface Navigation {
  attach(navigator: AppNavigator): void;
  navigate(to: string, options?: { replace?: boolean }): void;
  currentPath(): string;
}

export function createNavigation(): Navigation {
  let navigator: AppNavigator | null = null;
  let pending: { to: string; replace?: boolean } | null = null;
  return {
    attach(next) {
      navigator = next;
      if (pending) next.navigate(pending.to, { replace: pending.replace });
      pending = null;
    },
    navigate(to, options = {}) {
      if (navigator) navigator.navigate(to, options);
      else pending = { to, replace: options.replace };
    },
    currentPath: () => navigator?.currentPath() ?? '/',
  };
}

/** The parts of react-router's data router that navigation needs. */
export interface RouterLike {
  navigate(to: string, options?: { replace?: boolean }): unknown;
  state: { location: { pathname: string; search: string } };
}

/**
 * The app's router as an AppNavigator. The router's state keeps the basename
 * (`/tims/projects`) while `navigate()` adds it: a saga that navigates back to the current path
 * (signing in again after a refused token) must get it without the basename, or it reaches
 * `/tims/tims/…` and Not Found.
 */
export function routerNavigator(router: RouterLike, basePath: string): AppNavigator {
  const base = basePath.replace(/\/$/, '');
  return {
    navigate: (to, options) => void router.navigate(to, options),
    currentPath: () => {
      const { pathname, search } = router.state.location;
      const inApp = pathname === base || pathname.startsWith(`${base}/`);
      return ((inApp ? pathname.slice(base.length) : pathname) || '/') + search;
    },
  };
}
