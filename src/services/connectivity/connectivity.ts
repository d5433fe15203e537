export function isOnline(): boolean {
  return navigator.onLine;
}

/** Calls `listener(online)` when the browser goes offline or back online; returns unsubscribe. */
export function subscribeToConnectivity(listener: (online: boolean) => void): () => void {
  const onOnline = () => listener(true);
  const onOffline = () => listener(false);
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  return () => {
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
  };
}
