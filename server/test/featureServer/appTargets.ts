import { createTestApp } from '../helper';
import { appTargetsOf } from '../support/appTargets';

export type { AppTarget } from '../support/appTargets';

/** A whole test server on SQLite, and on PostgreSQL when TEST_DATABASE_URL names a server. */
export const appTargets = appTargetsOf(createTestApp, 'tims_test');
