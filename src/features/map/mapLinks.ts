import { isBasemapId, type Viewpoint } from '../../services/arcgis/types';
import type { MapDocument, MapRequest, MapState } from './mapSlice';

/** The scale of web-map zoom level 0; each level halves it (the classic `level` parameter). */
const LEVEL_0_SCALE = 591_657_527.591555;

export const scaleOfLevel = (level: number) => LEVEL_0_SCALE / 2 ** level;
export const levelOfScale = (scale: number) => Math.round(Math.log2(LEVEL_0_SCALE / scale));

/**
 * What the address asks of the map screen: the document (`/map`, `/map/wid/…`, `/map/sid/…`,
 * `/map/cid/…`) and its extras — `pid`, and the classic map-link parameters
 * `center=lon,lat&level=N&visiblelayers=a,b` plus `basemap` (an offline one or a portal web map's id). Malformed extras are ignored.
 */
export function mapRequestOf(
  params: { wid?: string; sid?: string; cid?: string },
  search: URLSearchParams,
): MapRequest {
  const document: MapDocument = params.wid
    ? { kind: 'web-map', id: params.wid }
    : params.sid
      ? { kind: 'saved-map', sid: params.sid }
      : params.cid
        ? { kind: 'content', id: params.cid }
        : { kind: 'default' };
  const request: MapRequest = { document };
  const pid = search.get('pid')?.trim();
  if (pid && /^\d{6}$/.test(pid)) request.pid = pid;
  const center = search.get('center')?.split(',').map(Number);
  const level = Number(search.get('level'));
  if (
    center?.length === 2 &&
    Math.abs(center[0]!) <= 180 &&
    Math.abs(center[1]!) <= 90 &&
    Number.isInteger(level) &&
    level >= 0 &&
    level <= 23
  ) {
    request.viewpoint = { center: [center[0]!, center[1]!], scale: scaleOfLevel(level) };
  }
  const visible = search.get('visiblelayers');
  if (visible !== null) request.visibleLayers = visible.split(',').filter(Boolean);
  const basemap = search.get('basemap');
  if (basemap && isBasemapId(basemap)) request.basemap = basemap;
  return request;
}

function documentPath(document: MapDocument): string {
  switch (document.kind) {
    case 'default':
      return '/map';
    case 'web-map':
      return `/map/wid/${encodeURIComponent(document.id)}`;
    case 'saved-map':
      return `/map/sid/${encodeURIComponent(document.sid)}`;
    case 'content':
      return `/map/cid/${encodeURIComponent(document.id)}`;
  }
}

/** The app path that reproduces what the map shows now: document, extent, layers, basemap. */
export function shareablePath(state: MapState): string {
  const document = state.request?.document ?? { kind: 'default' };
  const params = new URLSearchParams();
  const viewpoint: Viewpoint | null = state.viewpoint;
  if (viewpoint) {
    params.set('center', viewpoint.center.map((value) => value.toFixed(5)).join(','));
    params.set('level', String(levelOfScale(viewpoint.scale)));
  }
  params.set(
    'visiblelayers',
    state.layers
      .filter((layer) => layer.visible)
      .map((layer) => layer.id)
      .join(','),
  );
  params.set('basemap', state.basemap);
  return `${documentPath(document)}?${params.toString().replaceAll('%2C', ',')}`;
}
