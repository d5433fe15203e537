import { call, getContext, put, takeLeading } from 'redux-saga/effects';
import { mapExportFinished, mapExportRequested } from '../../features/map/mapSlice';
import { toastAdded } from '../../features/toasts/toastsSlice';
import type { MapImage } from '../../services/arcgis/types';
import type { Services } from '../../services/services';

/** The map image's size in the export: print quality for a Letter page. */
const WIDTH = 1500;
const HEIGHT = 1000;

function fileName(title: string, format: string): string {
  const base = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${base || 'map'}-${new Date().toISOString().slice(0, 10)}.${format}`;
}

/** Exports the map as PNG or PDF, made in the browser, and says so when it fails. */
function* exportMap({ payload }: ReturnType<typeof mapExportRequested>) {
  const { map, mapExport, logger }: Services = yield getContext('services');
  try {
    const controller = map.controller();
    if (!controller) return;
    const image: MapImage = yield call([controller, controller.screenshot], WIDTH, HEIGHT);
    const png: Blob = yield call(mapExport.compose, image, payload.texts);
    const file: Blob =
      payload.format === 'pdf' ? yield call(mapExport.toPdf, png, payload.texts.title) : png;
    yield call(mapExport.download, file, fileName(payload.texts.title, payload.format));
    yield put(toastAdded({ message: 'toasts.mapExported', severity: 'success' }));
  } catch (error) {
    yield call([logger, logger.error], 'Map export failed', error);
    yield put(toastAdded({ message: 'toasts.mapExportFailed', severity: 'error' }));
  } finally {
    yield put(mapExportFinished());
  }
}

export function* exportMapSaga() {
  yield takeLeading(mapExportRequested, exportMap);
}
