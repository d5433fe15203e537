import { mswServer } from './mswServer';
import { createTestPortal, PORTAL } from './portalHandlers';
import { createTestServices } from './testServices';

/** Browser services holding a stored credential of `username` from a test portal (msw). */
export function signedInAs(username: string) {
  const portal = createTestPortal();
  mswServer.use(...portal.handlers);
  const io = createTestServices();
  io.storedCredentials.set(PORTAL, portal.credentialFor(username));
  return io;
}
