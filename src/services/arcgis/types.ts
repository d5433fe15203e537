/**
 * What the rest of the app knows of the map: plain, serializable shapes and the interfaces of
 * the live objects. Nothing here imports @arcgis/core, so sagas and slices (in the first
 * screen's bundle) can name them; only the map chunk holds the implementations.
 */

/**
 * Where a layer's data comes from: a FeatureServer layer URL or a portal item (and, for an item
 * of a multi-layer service, which of its layers: a glossary dataset `{itemId}_{layerId}`).
 */
export type LayerSource =
  { kind: 'service'; url: string } | { kind: 'portal-item'; itemId: string; layerId?: number };

/** A layer as a map document keeps it (saved maps, links, the default map). */
export interface LayerSpec {
  id: string;
  title: string;
  source: LayerSource;
  visible: boolean;
  opacity: number;
}

export type LayerStatus = 'loading' | 'loaded' | 'needs-sign-in' | 'failed';

/** WGS84 `[xmin, ymin, xmax, ymax]`. */
export type Extent = [number, number, number, number];

/** Where the map looks: the centre (WGS84) and the scale denominator. */
export interface Viewpoint {
  center: [number, number];
  scale: number;
}

/** TIMS's own basemaps, drawn from its FeatureServers: there with or without a portal. */
export const OFFLINE_BASEMAPS = ['light', 'dark'] as const;
export type OfflineBasemapId = (typeof OFFLINE_BASEMAPS)[number];

/**
 * The basemap under the layers: an offline one, or the item id (32 hex digits) of a web map or
 * web scene of the portal's basemap gallery.
 */
export type BasemapId = OfflineBasemapId | (string & NonNullable<unknown>);

export const isOfflineBasemap = (id: string): id is OfflineBasemapId =>
  (OFFLINE_BASEMAPS as readonly string[]).includes(id);

/** What an address or a saved map may name as its basemap. */
export const isBasemapId = (text: string): text is BasemapId =>
  isOfflineBasemap(text) || /^[0-9a-f]{32}$/.test(text);

export type MeasureTool = 'distance' | 'area';
export type LengthUnit = 'feet' | 'miles' | 'meters' | 'kilometers';
export type AreaUnit = 'acres' | 'square-miles' | 'square-meters' | 'square-kilometers';

/**
 * A measurement drawn with the keyboard, point by point at the map's centre: how many points it
 * has, and whether it is finished (a new point then starts another).
 */
export interface MeasureSketch {
  points: number;
  finished: boolean;
}

/** One symbol of a legend: its label and its colour (what the export draws). */
export interface LegendEntry {
  label: string;
  color: string;
  shape: 'point' | 'line' | 'polygon';
}

/** A picture of the map for export, with what its margins need. */
export interface MapImage {
  dataUrl: string;
  width: number;
  height: number;
  /** Metres on the ground per pixel of the image, at its centre. */
  metresPerPixel: number;
  legend: { title: string; entries: LegendEntry[] }[];
}

/** Events the live map reports; the map feature turns them into store events. */
export interface MapEvents {
  viewChanged(view: { viewpoint: Viewpoint; extent: Extent }): void;
  layerStatusChanged(change: {
    id: string;
    status: LayerStatus;
    message?: string;
    /** Drawn only at scales larger than 1:minScale (0: always). */
    minScale?: number;
    /** The layer's own title once loaded (a portal item's, say). */
    title?: string;
  }): void;
  /** The layers a web map or a content item brought, in drawing order (bottom first). */
  layersDiscovered(layers: (Omit<LayerSpec, 'source'> & { source: LayerSource | null })[]): void;
  /** A web map or item could not be opened. */
  documentFailed(failure: { code: string; message: string }): void;
  documentLoaded(document: { title: string | null; extent: Extent | null }): void;
  measured(result: { text: string } | null): void;
  /** A measurement by keyboard gained or lost a point, was finished, or went (null). */
  measureSketchChanged(sketch: MeasureSketch | null): void;
  /** The measuring tool turned on could not load its code (the connection went): none is on. */
  measureToolFailed(): void;
  /** The view is fetching or drawing (true), or shows everything it should (false). */
  updatingChanged(updating: boolean): void;
  /**
   * A portal basemap is loading, is on the map, or could not be put there: the map then keeps
   * showing `shown`.
   */
  basemapStatusChanged(change: BasemapStatusChange): void;
}

export type BasemapStatusChange =
  | { id: BasemapId; status: 'loading' | 'loaded' }
  | { id: BasemapId; status: 'failed'; shown: BasemapId; code: string; message: string };

/**
 * Texts of the popups of TIMS's layers (projects, districts, bridges), in the interface
 * language: the rows' labels, and the titles, where `{field}` stands for a value of the feature
 * (`District {district}`, @arcgis/core's own substitution).
 */
export interface PopupLabels {
  phase: string;
  workType: string;
  counties: string;
  routes: string;
  saleDate: string;
  estimatedCost: string;
  details: string;
  districtTitle: string;
  district: string;
  bridgeTitle: string;
  county: string;
  route: string;
  featureCrossed: string;
  yearBuilt: string;
  deckRating: string;
  superstructureRating: string;
  substructureRating: string;
  condition: string;
}

/**
 * Every text TIMS hands to @arcgis/core, in the interface language: the popups of TIMS's
 * layers, the titles of TIMS's own layers (by layer id: the legend shows them), and the names of
 * the values of TIMS's closed lists by field (a project's phase, a bridge's condition: the
 * legend's classes and the popups' values) with the label of the values no class names. A
 * change of language replaces them on the live map.
 */
export interface MapTexts {
  popup: PopupLabels;
  layerTitles: Record<string, string>;
  values: Record<string, Record<string, string>>;
  other: string;
  /** The legend's title of the squares the projects are counted in, zoomed out. */
  squares: string;
}

/** The live map, reached by sagas through the registry (MapStore2's pattern). */
export interface MapController {
  setBasemap(id: BasemapId): void;
  setLayers(layers: LayerSpec[]): void;
  /** Adds a layer at a drawing position (0 = bottom), or on top without one. */
  addLayer(layer: LayerSpec, zoomTo: boolean, index?: number): void;
  removeLayer(id: string): void;
  setLayerVisible(id: string, visible: boolean): void;
  setLayerOpacity(id: string, opacity: number): void;
  /** Moves a layer to a drawing position (0 = bottom). */
  moveLayer(id: string, index: number): void;
  openWebMap(itemId: string): Promise<void>;
  goTo(target: { viewpoint: Viewpoint } | { extent: Extent }): Promise<void>;
  /** Zooms to a project of the Projects layer, highlights it and opens its popup. */
  showProject(pid: string): Promise<boolean>;
  /** Opens the popup of what lies at the centre of the map (keyboard users' identify). */
  identifyAtCentre(): Promise<number>;
  /** Turns a measuring tool on (or off, null), or gives the one that is on another unit. */
  measure(tool: MeasureTool | null, unit: LengthUnit | AreaUnit): void;
  /** Measuring by keyboard: a point at the centre of the map, the last one taken back, done. */
  addMeasurePoint(): void;
  removeMeasurePoint(): void;
  finishMeasurement(): void;
  screenshot(width: number, height: number): Promise<MapImage>;
  /**
   * Draws the legend of the visible layers into an element; returns how to stop. `failed` is
   * called if the legend's code cannot be fetched.
   */
  attachLegend(element: HTMLElement, failed: () => void): () => void;
  /** The texts of the popups, layer titles and legend, in place (a change of language). */
  setTexts(texts: MapTexts): void;
  destroy(): void;
}

export interface PortalToken {
  portalUrl: string;
  /** The TIMS FeatureServers' `…/rest/services`, trusted with the same token. */
  servicesUrl: string;
  token: string;
  expires: number;
  userId: string;
}

export interface IdentityBridgeEvents {
  opened(prompt: { server: string; resource: string; oAuthPrompt: boolean }): void;
  failed(error: { httpStatus: number | null }): void;
  closed(): void;
}

/** TIMS's session handed to @arcgis/core, and its sign-in prompt shown by the app's dialog. */
export interface IdentityBridge {
  listen(events: IdentityBridgeEvents): void;
  registerPortalToken(token: PortalToken): void;
  clear(): void;
  submit(credentials?: { username: string; password: string }): void;
  cancel(): void;
}
