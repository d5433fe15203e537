import type { PageView } from '../../contracts/analytics';
import type { ActionLogService } from './actionLog/actionLogRecorder';
import { createActionLogService } from './actionLog/actionLogService';
import { sendPageView } from './analytics/pageViews';
import { isOnline, subscribeToConnectivity } from './connectivity/connectivity';
import { copyText } from './clipboard';
import { createMapRegistry, type MapRegistry } from './arcgis/registry';
import { mapExportService, type MapExportService } from './mapExport/mapExportService';
import { consoleLogger, type Logger } from './logger';
import { createNavigation, type Navigation } from './navigation';
import { oauthService } from './portal/oauthClient';
import * as credentialStore from './portal/credentialStore';
import * as pendingSignIn from './portal/pendingSignIn';
import { broadcastSession, subscribeToSession } from './portal/sessionChannel';
import { createSessionHolder, type SessionHolder } from './portal/sessionHolder';
import { readViewport, subscribeToResize, type ViewportSize } from './viewport/viewport';
import {
  readDismissedBanners,
  writeDismissedBanners,
  type DismissedBannerVersions,
} from './storage/dismissedBanners';

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
  /** The interface language (the app's i18next; languages are TIMS's codes such as `pt-BR`). */
  language: {
    /** The interface language now (`<html lang>`). */
    current(): string;
    /** The language this browser chose (remembered, or a link's `?lang=`); none on a first visit. */
    remembered(): string | undefined;
    /** The TIMS language a tag names, whatever its case (`pt-br` → `pt-BR`); else undefined. */
    known(tag: string | null | undefined): string | undefined;
    /** Switches the interface to a TIMS language and remembers it in this browser. */
    change(language: string): Promise<void>;
  };
  logger: Logger;
  /** The portal and this tab's credential, in memory (read by the base queries). */
  session: SessionHolder;
  oauth: typeof oauthService;
  credentials: Pick<
    typeof credentialStore,
    'readCredential' | 'writeCredential' | 'removeCredential'
  >;
  pendingSignIn: Pick<typeof pendingSignIn, 'savePendingSignIn' | 'takePendingSignIn'>;
  sessionChannel: { broadcast: typeof broadcastSession; subscribe: typeof subscribeToSession };
  clipboard: { copyText(text: string): Promise<void> };
  /** The live map and the ArcGIS identity bridge, registered by the map screen. */
  map: MapRegistry;
  /** Map export: the page drawn around the map image, PDF, the download. */
  mapExport: MapExportService;
  /** Navigation inside the app (the router is attached at start). */
  navigation: Navigation;
  /** Leaving the app for the portal's sign-in page, and reloading after sign-out. */
  browser: { assign(url: string): void; reload(): void; origin(): string; now(): number };
  /** The notification banners this browser closed (localStorage). */
  dismissedBanners: {
    read(): DismissedBannerVersions;
    write(dismissed: DismissedBannerVersions): void;
  };
  /** The session's action log: its recording middleware (in the store) and the download. */
  actionLog: ActionLogService;
}

/** `language` is the app's (src/app/i18n/appLanguage.ts): services do not import the app. */
export function createBrowserServices(language: Services['language']): Services {
  return {
    analytics: { sendPageView },
    viewport: { read: readViewport, subscribe: subscribeToResize },
    connectivity: { isOnline, subscribe: subscribeToConnectivity },
    language,
    logger: consoleLogger,
    session: createSessionHolder(),
    oauth: oauthService,
    credentials: credentialStore,
    pendingSignIn,
    sessionChannel: { broadcast: broadcastSession, subscribe: subscribeToSession },
    clipboard: { copyText },
    map: createMapRegistry(),
    mapExport: mapExportService,
    navigation: createNavigation(),
    browser: {
      assign: (url) => window.location.assign(url),
      reload: () => window.location.reload(),
      origin: () => window.location.origin,
      now: () => Date.now(),
    },
    dismissedBanners: { read: readDismissedBanners, write: writeDismissedBanners },
    actionLog: createActionLogService(),
  };
}
