import type { PageView } from '../../contracts/analytics';
import { sendPageView } from './analytics/pageViews';
import { isOnline, subscribeToConnectivity } from './connectivity/connectivity';
import { consoleLogger, type Logger } from './logger';
import { readViewport, subscribeToResize, type ViewportSize } from './viewport/viewport';

/**
 * Every side effect the sagas may reach, injected as saga context (`getContext('services')`)
 * so that tests can swap any of them.
 */
export interface Services {
  analytics: { sendPageView(view: PageView): Promise<void> };
  viewport: { read(): ViewportSize; subscribe(listener: () => void): () => void };
  connectivity: {
    isOnline(): boolean;
    subscribe(listener: (online: boolean) => void): () => void;
  };
  language: { current(): string };
  logger: Logger;
}

export function createBrowserServices(currentLanguage: () => string): Services {
  return {
    analytics: { sendPageView },
    viewport: { read: readViewport, subscribe: subscribeToResize },
    connectivity: { isOnline, subscribe: subscribeToConnectivity },
    language: { current: currentLanguage },
    logger: consoleLogger,
  };
}
