import type { ActionLogFile } from '../../contracts/actionLogFormat';
import { asLanguage } from '../../src/app/i18n/languages';
import { createActionLogRecorder } from '../../src/services/actionLog/actionLogRecorder';
import type { PortalCredential } from '../../src/services/portal/credential';
import { oauthService } from '../../src/services/portal/oauthClient';
import type { PendingSignIn } from '../../src/services/portal/pendingSignIn';
import type { SessionMessage } from '../../src/services/portal/sessionChannel';
import { createSessionHolder } from '../../src/services/portal/sessionHolder';
import { createNavigation } from '../../src/services/navigation';
import { createMapRegistry } from '../../src/services/arcgis/registry';
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

  const storedCredentials = new Map<string, PortalCredential>();
  let pending: PendingSignIn | null = null;
  const sessionListeners = new Set<(message: SessionMessage) => void>();
  const broadcasts: SessionMessage[] = [];
  const browser = { assigned: [] as string[], reloads: 0 };
  const copied: string[] = [];
  const downloads: string[] = [];
  /** The action logs saved with Download session log. */
  const savedLogs: ActionLogFile[] = [];
  /** What the browser's storage holds of closed notification banners. */
  const dismissedBanners: { stored: Record<string, string> } = { stored: {} };
  /** The interface language, the one this browser remembers, and each switch a saga made. */
  const language: { current: string; remembered: string | undefined; changes: string[] } = {
    current: 'en',
    remembered: undefined,
    changes: [],
  };

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
    language: {
      current: () => language.current,
      remembered: () => language.remembered,
      known: asLanguage,
      change: async (next) => {
        language.current = next;
        language.remembered = next;
        language.changes.push(next);
      },
    },
    logger: { info: log('info'), warn: log('warn'), error: log('error') },
    session: createSessionHolder(),
    // The real OAuth client: its requests are answered by MSW (test/support/portalHandlers.ts).
    oauth: oauthService,
    credentials: {
      readCredential: (portalUrl) => storedCredentials.get(portalUrl) ?? null,
      writeCredential: (portalUrl, credential) => void storedCredentials.set(portalUrl, credential),
      removeCredential: (portalUrl) => void storedCredentials.delete(portalUrl),
    },
    pendingSignIn: {
      savePendingSignIn: (next) => {
        pending = next;
      },
      takePendingSignIn: () => {
        const taken = pending;
        pending = null;
        return taken;
      },
    },
    sessionChannel: {
      broadcast: (message) => void broadcasts.push(message),
      subscribe: (listener) => {
        sessionListeners.add(listener);
        return () => sessionListeners.delete(listener);
      },
    },
    clipboard: { copyText: async (text) => void copied.push(text) },
    map: createMapRegistry(),
    // Composing needs a real canvas: jsdom has none. The browser tests export for real.
    mapExport: {
      compose: async () => new Blob(['png'], { type: 'image/png' }),
      toPdf: async () => new Blob(['pdf'], { type: 'application/pdf' }),
      download: (_blob, filename) => void downloads.push(filename),
    },
    navigation: createNavigation(),
    browser: {
      assign: (url) => void browser.assigned.push(url),
      reload: () => {
        browser.reloads += 1;
      },
      origin: () => 'http://localhost',
      now: () => Date.now(),
    },
    dismissedBanners: {
      read: () => ({ ...dismissedBanners.stored }),
      write: (dismissed) => {
        dismissedBanners.stored = { ...dismissed };
      },
    },
    // The real recorder; saving a log keeps it here (jsdom cannot download).
    actionLog: {
      ...createActionLogRecorder(),
      download: (file) => {
        savedLogs.push(file);
        return `tims-session-${savedLogs.length}.json`;
      },
    },
  };

  return {
    services,
    pageViews,
    logs,
    storedCredentials,
    broadcasts,
    copied,
    downloads,
    savedLogs,
    browser,
    dismissedBanners,
    language,
    /** Another tab of TIMS says something on the session channel. */
    otherTab(message: SessionMessage) {
      sessionListeners.forEach((listener) => listener(message));
    },
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
