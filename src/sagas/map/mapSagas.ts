import type { TopLevelSaga } from '../../app/store';
import { exportMapSaga } from './exportMapSaga';
import { mapCommandsSaga } from './mapCommandsSaga';
import { mapIdentitySaga } from './mapIdentitySaga';
import { openMapSaga } from './openMapSaga';
import { savedMapToastsSaga } from './savedMapToastsSaga';

/**
 * The map's top-level sagas: started when the map screen first loads (`mapFeature.ts`), in its
 * chunk, not with the app. Each reads the state it needs when its action comes.
 */
export const mapSagas: Record<string, TopLevelSaga> = {
  openMap: openMapSaga,
  mapCommands: mapCommandsSaga,
  mapIdentity: mapIdentitySaga,
  exportMap: exportMapSaga,
  savedMapToasts: savedMapToastsSaga,
};
