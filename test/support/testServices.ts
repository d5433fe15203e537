import type { Services } from '../../src/services/services';
import type { ViewportSize } from '../../src/services/viewport/viewport';

/**
 * Services for a store under test: a viewport and a connection that the test drives, page views
 * and log lines recorded instead of sent.
 */
export function createTestServices(
  viewport: ViewportSize = { width: 1280, height: 800, touch: false },
) {
  const resizeListeners = new Set<() => void>();
  const connectivityListeners = new Set<(online: boolean) => void>();
  let size = viewport;
  const pageViews: Parameters<Services['analytics']['sendPageView']>[0][] = [];
  const logs: { level: 'info' | 'warn' | 'error'; message: string; details: unknown[] }[] = [];
  const log =
    (level: 'info' | 'warn' | 'error') =>
    (message: string, ...details: unknown[]) =>
      logs.push({ level, message, details });

  const services: Services = {
    analytics: {
      sendPageView: async (view) => {
        pageViews.push(view);
      },
    },
    viewport: {
      read: () => size,
      subscribe: (listener) => {
        resizeListeners.add(listener);
        return () => resizeListeners.delete(listener);
      },
    },
    connectivity: {
      isOnline: () => true,
      subscribe: (listener) => {
        connectivityListeners.add(listener);
        return () => connectivityListeners.delete(listener);
      },
    },
    language: { current: () => 'en' },
    logger: { info: log('info'), warn: log('warn'), error: log('error') },
  };

  return {
    services,
    pageViews,
    logs,
    /** The window is resized: listeners hear it, as the browser's resize event would tell them. */
    resize(next: ViewportSize) {
      size = next;
      resizeListeners.forEach((listener) => listener());
    },
    setOnline(online: boolean) {
      connectivityListeners.forEach((listener) => listener(online));
    },
  };
}

export type TestServices = ReturnType<typeof createTestServices>;
