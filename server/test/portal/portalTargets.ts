import type { TestApp } from '../helper';
import { appTargetsOf } from '../support/appTargets';
import { createPortalApp } from './portalHelper';

/**
 * A server with the local portal on SQLite, and on PostgreSQL when TEST_DATABASE_URL names a
 * server (in a schema of its own, which `close()` drops).
 */
export interface PortalTarget {
  name: string;
  create(): Promise<TestApp>;
}

export const portalTargets: PortalTarget[] = appTargetsOf(createPortalApp, 'tims_portal').map(
  ({ name, open }) => ({ name, create: open }),
);
