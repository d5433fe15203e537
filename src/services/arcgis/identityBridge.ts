import './esriSetup';
import esriId from '@arcgis/core/identity/IdentityManager';
import * as reactiveUtils from '@arcgis/core/core/reactiveUtils';
import type { IdentityBridge, IdentityBridgeEvents, PortalToken } from './types';

/**
 * The members of @arcgis/core's sign-in modal (identity/IdentityModal) this bridge drives. They
 * are undocumented (contract §3.6, stack notes), so they are named here and nowhere else, and a
 * browser test covers them.
 */
interface IdentityModal {
  container: HTMLElement;
  open: boolean;
  oAuthPrompt: boolean;
  signingIn: boolean;
  server: string | null;
  resource: string | null;
  error: { details?: { httpStatus?: number } } | null;
  emit(type: 'submit', event: { username?: string; password?: string }): void;
  emit(type: 'cancel'): void;
}

let bridge: IdentityBridge | undefined;

/**
 * TIMS's portal session handed to @arcgis/core, and @arcgis/core's sign-in prompt for protected
 * resources replaced by the app's own dialog. One bridge per page: IdentityManager is a
 * singleton; `events` are replaced each time a map screen takes the bridge.
 */
export function identityBridge(initial: IdentityBridgeEvents): IdentityBridge {
  let events = initial;
  if (bridge) {
    bridge.listen(initial);
    return bridge;
  }
  let dialog: IdentityModal | null = null;
  // Servers the visitor declined to sign in to: their next prompts (one per pending request)
  // are declined at once rather than asked again and again. Signing in clears it.
  const declined = new Set<string>();

  esriId.on('dialog-create', () => {
    dialog = esriId.dialog as unknown as IdentityModal;
    // The app shows its own dialog. Esri's is taken out of the page (a hidden calcite modal
    // would still trap focus and clicks); the widget goes on carrying the events.
    dialog.container.remove();
    const modal = dialog;
    reactiveUtils.watch(
      () => modal.open,
      (open) => {
        if (open && declined.has(modal.server ?? '')) {
          modal.emit('cancel');
        } else if (open) {
          events.opened({
            server: modal.server ?? '',
            resource: modal.resource ?? '',
            oAuthPrompt: modal.oAuthPrompt,
          });
        } else if (!modal.error) {
          events.closed();
        }
      },
      { initial: true },
    );
    reactiveUtils.watch(
      () => modal.error,
      (error) => {
        if (error) events.failed({ httpStatus: error.details?.httpStatus ?? null });
      },
    );
  });

  bridge = {
    listen(next) {
      events = next;
    },
    registerPortalToken({ portalUrl, servicesUrl, token, expires, userId }: PortalToken) {
      declined.clear();
      const ssl = portalUrl.startsWith('https:');
      for (const server of [`${portalUrl}/sharing/rest`, servicesUrl]) {
        esriId.registerToken({ server, token, expires, userId, ssl });
      }
    },
    clear() {
      esriId.destroyCredentials();
    },
    submit(credentials) {
      dialog?.emit('submit', credentials ?? {});
    },
    cancel() {
      if (!dialog) return;
      declined.add(dialog.server ?? '');
      dialog.emit('cancel');
    },
  };
  return bridge;
}
