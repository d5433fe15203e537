import type { IdentityBridge, IdentityBridgeEvents } from '../../../src/services/arcgis/types';

/** What the app told @arcgis/core's IdentityManager (a unit test's stand-in), in order. */
export const identityCalls: { method: keyof IdentityBridge; args: unknown[] }[] = [];

let events: IdentityBridgeEvents | undefined;

/** Lets a test play @arcgis/core asking for a sign-in (`opened`) or failing one. */
export function identityEvents(): IdentityBridgeEvents {
  if (!events) throw new Error('No map screen has taken the identity bridge');
  return events;
}

export function identityBridge(initial: IdentityBridgeEvents): IdentityBridge {
  events = initial;
  const record = (method: keyof IdentityBridge, ...args: unknown[]) =>
    identityCalls.push({ method, args });
  return {
    listen: (next) => {
      events = next;
    },
    registerPortalToken: (token) => void record('registerPortalToken', token),
    clear: () => void record('clear'),
    submit: (credentials) => void record('submit', credentials),
    cancel: () => void record('cancel'),
  };
}
