import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppError } from '../../lib/appError';
import type {
  AreaUnit,
  BasemapId,
  BasemapStatusChange,
  Extent,
  LayerSource,
  LayerSpec,
  LayerStatus,
  LengthUnit,
  MeasureSketch,
  MeasureTool,
  Viewpoint,
} from '../../services/arcgis/types';
import type { ExportTexts } from '../../services/mapExport/composeMapImage';

/** What the map screen shows (DESIGN.md §2, map identifiers). */
export type MapDocument =
  | { kind: 'default' }
  | { kind: 'web-map'; id: string }
  | { kind: 'saved-map'; sid: string }
  | { kind: 'content'; id: string };

/** Extras of the address: a project to show, the classic map-link parameters. */
export interface MapRequest {
  document: MapDocument;
  pid?: string;
  viewpoint?: Viewpoint;
  /** Layer ids to show; the others are hidden. */
  visibleLayers?: string[];
  basemap?: BasemapId;
}

/** An export of the map as a page: its title, the format, and its words, translated. */
export interface MapExportRequest {
  format: 'png' | 'pdf';
  texts: ExportTexts;
}

export interface MapLayer {
  id: string;
  title: string;
  /** Null for a layer of a web map that TIMS cannot save (a type it does not know). */
  source: LayerSource | null;
  visible: boolean;
  opacity: number;
  status: LayerStatus;
  message?: string;
  /** Drawn only at scales larger than 1:minScale (0: always). */
  minScale?: number;
}

export interface MapState {
  request: MapRequest | null;
  status: 'idle' | 'opening' | 'ready' | 'failed';
  title: string | null;
  error: AppError | null;
  viewpoint: Viewpoint | null;
  extent: Extent | null;
  /** Who moved the map last: the visitor in the view, or the app (a search, a link). */
  lastChange: 'view' | 'app' | null;
  basemap: BasemapId;
  /** A portal basemap loads before the map shows it; one that failed is named with why. */
  basemapStatus: 'ready' | 'loading' | 'failed';
  basemapFailure: { id: BasemapId; error: AppError } | null;
  /** Bottom first, as drawn. */
  layers: MapLayer[];
  tool: MeasureTool | null;
  /** The measuring tools' code could not be fetched when a tool was last turned on. */
  measureFailed: boolean;
  lengthUnit: LengthUnit;
  areaUnit: AreaUnit;
  measurement: string | null;
  /** The points of a measurement made by keyboard (none: null). */
  measureSketch: MeasureSketch | null;
  exporting: boolean;
  /** The live map is still fetching or drawing. */
  updating: boolean;
}

const initialState: MapState = {
  request: null,
  status: 'idle',
  title: null,
  error: null,
  viewpoint: null,
  extent: null,
  lastChange: null,
  basemap: 'light',
  basemapStatus: 'ready',
  basemapFailure: null,
  layers: [],
  tool: null,
  measureFailed: false,
  lengthUnit: 'feet',
  areaUnit: 'acres',
  measurement: null,
  measureSketch: null,
  exporting: false,
  updating: false,
};

const asLayer = (spec: Omit<LayerSpec, 'source'> & { source: LayerSource | null }): MapLayer => ({
  ...spec,
  status: 'loading',
});

function addOnTop(state: MapState, spec: LayerSpec) {
  if (!state.layers.some((item) => item.id === spec.id)) state.layers.push(asLayer(spec));
}

/** A tool on (or none), starting afresh: what was measured goes. */
function turnMeasuring(state: MapState, tool: MeasureTool | null, failed: boolean) {
  state.tool = tool;
  state.measureFailed = failed;
  state.measurement = null;
  state.measureSketch = null;
}

export const mapSlice = createSlice({
  name: 'map',
  initialState,
  reducers: {
    /** The map screen was opened (or its address changed) for a document. */
    mapOpened(state, { payload }: PayloadAction<MapRequest>) {
      return {
        ...initialState,
        request: payload,
        status: 'opening',
        updating: true,
        basemap: payload.basemap ?? state.basemap,
        // The view keeps the basemap it shows (or is loading) from one document to the next.
        basemapStatus: state.basemapStatus,
        basemapFailure: payload.basemap ? null : state.basemapFailure,
        lengthUnit: state.lengthUnit,
        areaUnit: state.areaUnit,
      };
    },
    mapClosed: () => initialState,
    /** The map screen's view exists and is registered: sagas may reach it. */
    mapViewReady() {},
    /** The document's layers, as the map will draw them. */
    mapLayersSet(state, { payload }: PayloadAction<LayerSpec[]>) {
      state.layers = payload.map(asLayer);
    },
    layersDiscovered(
      state,
      { payload }: PayloadAction<(Omit<LayerSpec, 'source'> & { source: LayerSource | null })[]>,
    ) {
      state.layers = payload.map(asLayer);
    },
    documentLoaded(state, { payload }: PayloadAction<{ title: string | null }>) {
      state.status = 'ready';
      state.title = payload.title ?? state.title;
    },
    documentFailed(state, { payload }: PayloadAction<AppError>) {
      state.status = 'failed';
      state.error = payload;
    },
    viewChanged(state, { payload }: PayloadAction<{ viewpoint: Viewpoint; extent: Extent }>) {
      state.viewpoint = payload.viewpoint;
      state.extent = payload.extent;
      state.lastChange = 'view';
    },
    /** The app moves the map (a search result, a project, a link): the saga tells the view. */
    zoomRequested(state, _action: PayloadAction<{ viewpoint: Viewpoint } | { extent: Extent }>) {
      state.lastChange = 'app';
    },
    projectRequested(state, _action: PayloadAction<{ pid: string }>) {
      state.lastChange = 'app';
    },
    layerStatusChanged(
      state,
      {
        payload,
      }: PayloadAction<{
        id: string;
        status: LayerStatus;
        message?: string;
        minScale?: number;
        title?: string;
      }>,
    ) {
      const layer = state.layers.find((item) => item.id === payload.id);
      if (!layer) return;
      layer.status = payload.status;
      layer.message = payload.message;
      if (payload.minScale !== undefined) layer.minScale = payload.minScale;
      // A portal item added by its id is named once it has loaded.
      if (
        payload.title &&
        layer.source?.kind === 'portal-item' &&
        layer.title === layer.source.itemId
      ) {
        layer.title = payload.title;
      }
    },
    basemapChosen(state, { payload }: PayloadAction<BasemapId>) {
      state.basemap = payload;
      state.basemapStatus = 'ready';
      state.basemapFailure = null;
    },
    /**
     * The live map's word on a portal basemap. A failed one gives way to what the map still
     * shows, so links and saved maps never keep a basemap that is not there.
     */
    basemapStatusChanged(state, { payload }: PayloadAction<BasemapStatusChange>) {
      if (payload.id !== state.basemap) return;
      if (payload.status === 'failed') {
        state.basemap = payload.shown;
        state.basemapStatus = 'failed';
        state.basemapFailure = {
          id: payload.id,
          error: { code: payload.code, message: payload.message },
        };
      } else {
        state.basemapStatus = payload.status === 'loading' ? 'loading' : 'ready';
      }
    },
    layerVisibilityToggled(state, { payload }: PayloadAction<{ id: string }>) {
      const layer = state.layers.find((item) => item.id === payload.id);
      if (layer) layer.visible = !layer.visible;
    },
    layerOpacityChanged(state, { payload }: PayloadAction<{ id: string; opacity: number }>) {
      const layer = state.layers.find((item) => item.id === payload.id);
      if (layer) layer.opacity = Math.min(1, Math.max(0, payload.opacity));
    },
    /** Moves a layer one step up (drawn later, on top) or down. */
    layerMoved(state, { payload }: PayloadAction<{ id: string; direction: 'up' | 'down' }>) {
      const from = state.layers.findIndex((item) => item.id === payload.id);
      const to = from + (payload.direction === 'up' ? 1 : -1);
      if (from < 0 || to < 0 || to >= state.layers.length) return;
      const [layer] = state.layers.splice(from, 1);
      state.layers.splice(to, 0, layer!);
    },
    /** The visitor added a layer (the map sagas add it to the view and zoom to it). */
    layerAdded: (state, { payload }: PayloadAction<LayerSpec>) => addOnTop(state, payload),
    /** The content item a `/map/cid/…` address names, on top of the default map. */
    contentItemAdded: (state, { payload }: PayloadAction<LayerSpec>) => addOnTop(state, payload),
    layerRemoved(state, { payload }: PayloadAction<{ id: string }>) {
      state.layers = state.layers.filter((item) => item.id !== payload.id);
    },
    measureToolChosen(state, { payload }: PayloadAction<MeasureTool | null>) {
      turnMeasuring(state, payload, false);
    },
    /** The tool turned on could not load (the connection went): none is on, and it is said. */
    measureToolFailed(state) {
      turnMeasuring(state, null, true);
    },
    measureUnitChosen(state, { payload }: PayloadAction<LengthUnit | AreaUnit>) {
      if (state.tool === 'area') state.areaUnit = payload as AreaUnit;
      else state.lengthUnit = payload as LengthUnit;
    },
    measured(state, { payload }: PayloadAction<{ text: string } | null>) {
      state.measurement = payload?.text ?? null;
    },
    /** Measuring by keyboard: a point at the map's centre, the last one taken back, done. */
    measurePointAddRequested() {},
    measurePointRemoveRequested() {},
    measureFinishRequested() {},
    /** The live map's word on the points put down by keyboard. */
    measureSketchChanged(state, { payload }: PayloadAction<MeasureSketch | null>) {
      state.measureSketch = payload;
    },
    mapUpdatingChanged(state, { payload }: PayloadAction<boolean>) {
      state.updating = payload;
    },
    /** Keyboard identify: the popup of what lies under the centre of the map. */
    identifyRequested() {},
    mapExportRequested(state, _action: PayloadAction<MapExportRequest>) {
      state.exporting = true;
    },
    mapExportFinished(state) {
      state.exporting = false;
    },
  },
});

/**
 * The map's state, or its initial state before the map screen first loaded: the slice joins the
 * root reducer then (`mapFeature.ts`).
 */
export const selectMap = (state: { map?: MapState }): MapState => state.map ?? initialState;
export const selectMapLayers = (state: { map?: MapState }) => selectMap(state).layers;

/** The layers that wait for a signed-in visitor (memoized: the list is only rebuilt on change). */
export const selectLayersNeedingSignIn = createSelector([selectMapLayers], (layers) =>
  layers.filter((layer) => layer.status === 'needs-sign-in'),
);

export const {
  mapOpened,
  mapClosed,
  mapViewReady,
  mapLayersSet,
  layersDiscovered,
  documentLoaded,
  documentFailed,
  viewChanged,
  zoomRequested,
  projectRequested,
  layerStatusChanged,
  basemapChosen,
  basemapStatusChanged,
  layerVisibilityToggled,
  layerOpacityChanged,
  layerMoved,
  layerAdded,
  contentItemAdded,
  layerRemoved,
  measureToolChosen,
  measureToolFailed,
  measureUnitChosen,
  measured,
  measurePointAddRequested,
  measurePointRemoveRequested,
  measureFinishRequested,
  measureSketchChanged,
  mapUpdatingChanged,
  identifyRequested,
  mapExportRequested,
  mapExportFinished,
} = mapSlice.actions;
