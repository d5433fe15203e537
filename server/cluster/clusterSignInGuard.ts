import { localSignInGuard, type SignInGuardService } from '../portal/signInGuard';
import { callGuard, inClusterWorker } from './workerChannel';

/**
 * The sign-in guard of the local portal. In a cluster's worker it is the primary's, reached over
 * IPC, so an address guessing passwords is counted the same whichever worker it reaches;
 * otherwise this process's own.
 */
export function signInGuardService(): SignInGuardService {
  if (!inClusterWorker()) return localSignInGuard();
  return {
    admit: (username, address) => callGuard('admit', username, address),
    failed: async (attempt) => {
      await callGuard('failed', attempt);
    },
    succeeded: async (attempt) => {
      await callGuard('succeeded', attempt);
    },
  };
}
