import type { IdentityBridge, MapController } from './types';

/**
 * The live map and the identity bridge of the page, for sagas to reach (`call`) without the
 * objects ever entering the store. The map screen registers them while it is shown; with no
 * map on screen, `controller()` is null and map sagas wait or do nothing.
 */
export interface MapRegistry {
  controller(): MapController | null;
  register(controller: MapController): () => void;
  /** Resolves with the controller once one is registered (now, if one is). */
  whenReady(): Promise<MapController>;
  identity(): IdentityBridge | null;
  setIdentity(bridge: IdentityBridge): void;
}

export function createMapRegistry(): MapRegistry {
  let current: MapController | null = null;
  let identity: IdentityBridge | null = null;
  let waiting: ((controller: MapController) => void)[] = [];
  return {
    controller: () => current,
    register(controller) {
      current = controller;
      const ready = waiting;
      waiting = [];
      for (const resolve of ready) resolve(controller);
      return () => {
        if (current === controller) current = null;
      };
    },
    whenReady: () =>
      current ? Promise.resolve(current) : new Promise((resolve) => waiting.push(resolve)),
    identity: () => identity,
    setIdentity(bridge) {
      identity = bridge;
    },
  };
}
