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
