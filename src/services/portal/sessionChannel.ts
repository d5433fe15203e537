/** Tells the other tabs of TIMS that this one signed out (spec: sign-out in one tab signs out all). */
const CHANNEL = 'tims-session';

export type SessionMessage = { type: 'signed-out' } | { type: 'signed-in'; userId: string };

export function broadcastSession(message: SessionMessage): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(message);
  channel.close();
}

export function subscribeToSession(listener: (message: SessionMessage) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<SessionMessage>) => listener(event.data);
  return () => channel.close();
}
