import { createHash } from 'node:crypto';
import type { DatasetCategory } from '../../contracts/datasets';
import type { PortalTransport } from '../auth/portalClient';
import type { FeatureService } from '../featureServer/layerSource';
import type { CatalogueDataset, DatasetStats, DatasetText, Viewer } from './catalogueTypes';
import { datasetId, derivedItemId, parseDatasetId, portalKey } from './datasetKeys';
import { timsDatasetDefaults } from './defaults/timsDatasetDefaults';
import { plainText, readDataGroupItems, type PortalDataItem } from './portalItems';
import { readRemoteService, REMOTE_TIMEOUT_MS, type RemoteLayer } from './remoteService';
import {
  ESRI_GEOMETRY,
  timsLayers,
  timsLayerStats,
  timsServiceOf,
  timsServiceUrl,
  type TimsLayer,
} from './timsLayers';
import { ttlCache } from './ttlCache';

/**
 * Every dataset of the glossary (server/datasets/README.md): each layer of TIMS's own
 * FeatureServers and of the Feature Service items in the portal's data group.
 */
export interface Catalogue {
  /** What the portal shows this viewer, and every TIMS layer; access is decided by the caller. */
  datasets(viewer: Viewer): Promise<CatalogueDataset[]>;
  /**
   * One dataset by id: a bare id of a multi-layer service is its layer 0, `_0` of a single-layer
   * one the layer itself, and a TIMS layer also answers to its derived id when an item names it.
   */
  find(id: string, viewer: Viewer): Promise<CatalogueDataset | undefined>;
}

export interface CatalogueOptions {
  services: FeatureService[];
  publicUrl: string;
  portalUrl: string;
  dataGroupId: string;
  departmentName: string;
  stateName: string;
  /** Calls the portal (in process for the local one). */
  transport: PortalTransport;
  log: { warn(details: object, message: string): void };
  /** How long the portal's answers and the layers' counts are kept. */
  ttlMs?: number;
  remoteTimeoutMs?: number;
  now?: () => number;
}

/** The portal's part of the catalogue, as one viewer sees it. */
interface PortalPart {
  items: PortalDataItem[];
  /** The layers of each item served elsewhere; null when its server could not be read. */
  remote: Map<string, RemoteLayer[] | null>;
}

export const CATALOGUE_TTL_MS = 60_000;

export function createCatalogue(options: CatalogueOptions): Catalogue {
  const { services, publicUrl, portalUrl, transport, log } = options;
  const ttlMs = options.ttlMs ?? CATALOGUE_TTL_MS;
  const cacheOptions = { ttlMs, staleOnError: true, staleWhileRevalidate: true, now: options.now };
  const layers = timsLayers(services);
  const timsDefaults = timsDatasetDefaults(options.stateName);
  const statsCache = ttlCache<string, DatasetStats>(cacheOptions);
  const portalCache = ttlCache<string, PortalPart>(cacheOptions);
  const remoteCache = ttlCache<string, RemoteLayer[]>(cacheOptions);

  const readPortalPart = async (token: string | null): Promise<PortalPart> => {
    const items = await readDataGroupItems(transport, options.dataGroupId, token);
    const remote = new Map<string, RemoteLayer[] | null>();
    await Promise.all(
      items
        .filter((item) => item.url && !timsServiceOf(item.url, publicUrl, services))
        .map(async (item) => {
          const url = item.url!;
          const read = /^https?:\/\//i.test(url)
            ? remoteCache
                .get(url, () =>
                  readRemoteService(url, options.remoteTimeoutMs ?? REMOTE_TIMEOUT_MS),
                )
                .catch((error: unknown) => {
                  log.warn(
                    { err: error, item: item.id },
                    'Data glossary: a service is unreachable',
                  );
                  return null;
                })
            : Promise.resolve(null);
          remote.set(item.id, await read);
        }),
    );
    return { items, remote };
  };

  const portalPart = async (viewer: Viewer): Promise<PortalPart | null> => {
    const key = viewer.token
      ? createHash('sha256').update(viewer.token).digest('hex')
      : 'anonymous';
    try {
      return await portalCache.get(key, () => readPortalPart(viewer.token));
    } catch (error) {
      log.warn({ err: error }, 'Data glossary: the portal data group could not be read');
      return null;
    }
  };

  const timsDataset = (
    tims: TimsLayer,
    item: PortalDataItem | null,
    singleLayer: boolean,
  ): CatalogueDataset => {
    const { service, layer, key } = tims;
    const itemId = item?.id ?? derivedItemId(service.name);
    const multiLayer = !singleLayer && service.layers.length > 1;
    const url = timsServiceUrl(publicUrl, service.name);
    return {
      id: datasetId(itemId, layer.info.id, multiLayer),
      itemId,
      layerId: layer.info.id,
      key,
      source: 'tims',
      title: layer.info.name,
      access: tims.access === 'staff' || (item && item.access !== 'public') ? 'staff' : 'public',
      serviceUrl: `${url}/${layer.info.id}`,
      portalItemUrl: item ? itemPage(item.id) : url,
      geometryType: ESRI_GEOMETRY[layer.info.geometryType],
      fields: layer.info.fields.map(({ name, alias, type, length }) => ({
        name,
        alias,
        type,
        ...(length === undefined ? {} : { length }),
        description: '',
      })),
      tags: item?.tags.length ? item.tags : ['TIMS', service.name],
      defaults: timsDefaults[key] ?? {
        description: layer.info.description,
        category: 'Other',
        steward: options.departmentName,
        contactName: options.departmentName,
        contactEmail: '',
        updateFrequency: 'irregular',
        licence: '',
      },
      layer,
      stats: () => statsCache.get(key, () => timsLayerStats(layer)),
    };
  };

  const itemPage = (itemId: string) =>
    `${portalUrl.replace(/\/+$/, '')}/home/item.html?id=${itemId}`;

  const portalDatasets = (item: PortalDataItem, remote: RemoteLayer[] | null) => {
    const itemDefaults = (description: string): DatasetText => ({
      description: description || item.description || item.snippet,
      category: guessCategory(item),
      steward: item.credits || item.owner,
      contactName: item.credits || item.owner,
      contactEmail: '',
      updateFrequency: 'irregular',
      licence: item.licenseInfo,
    });
    const common = {
      itemId: item.id,
      source: 'portal' as const,
      access: item.access === 'public' ? ('public' as const) : ('staff' as const),
      portalItemUrl: itemPage(item.id),
      tags: item.tags,
      layer: null,
    };
    const serviceUrl = (item.url ?? '').replace(/\/+$/, '');
    if (!remote || remote.length === 0) {
      // Unreachable (or empty): listed with what the item says.
      const stats: DatasetStats = {
        recordCount: null,
        lastUpdated: item.modified,
        extent: item.extent,
      };
      return [
        {
          ...common,
          id: item.id,
          layerId: 0,
          key: portalKey(item.id, 0),
          title: item.title,
          serviceUrl: /\/FeatureServer\/\d+$/i.test(serviceUrl) ? serviceUrl : `${serviceUrl}/0`,
          geometryType: null,
          fields: [],
          defaults: itemDefaults(''),
          stats: () => Promise.resolve(stats),
        } satisfies CatalogueDataset,
      ];
    }
    const multiLayer = remote.length > 1;
    const base = serviceUrl.replace(/\/\d+$/, '');
    return remote.map((layer): CatalogueDataset => ({
      ...common,
      id: datasetId(item.id, layer.id, multiLayer),
      layerId: layer.id,
      key: portalKey(item.id, layer.id),
      title: multiLayer ? `${item.title}: ${layer.name}` : item.title,
      serviceUrl: `${base}/${layer.id}`,
      geometryType: layer.geometryType,
      fields: layer.fields,
      defaults: itemDefaults(plainText(layer.description)),
      stats: () =>
        Promise.resolve({
          recordCount: layer.recordCount,
          lastUpdated: layer.lastEdit ?? item.modified,
          extent: layer.extent ?? item.extent,
        }),
    }));
  };

  const datasets = async (viewer: Viewer): Promise<CatalogueDataset[]> => {
    const part = await portalPart(viewer);
    const found: CatalogueDataset[] = [];
    const named = new Set<string>();
    for (const item of part?.items ?? []) {
      const tims = timsServiceOf(item.url, publicUrl, services);
      if (!tims) {
        found.push(...portalDatasets(item, part?.remote.get(item.id) ?? null));
        continue;
      }
      const chosen = layers.filter(
        (layer) =>
          layer.service === tims.service &&
          (tims.layerId === null || layer.layer.info.id === tims.layerId) &&
          !named.has(layer.key),
      );
      for (const layer of chosen) {
        named.add(layer.key);
        found.push(timsDataset(layer, item, tims.layerId !== null));
      }
    }
    // TIMS's layers no item names still belong to the glossary, under ids of their own.
    for (const layer of layers) {
      if (!named.has(layer.key)) found.push(timsDataset(layer, null, false));
    }
    return found;
  };

  return {
    datasets,

    async find(id, viewer) {
      const all = await datasets(viewer);
      const exact = all.find((dataset) => dataset.id === id);
      if (exact) return exact;
      const { itemId, layerId } = parseDatasetId(id);
      const ofItem = all.filter((dataset) => dataset.itemId === itemId);
      if (ofItem.length > 0) {
        if (layerId === null) return ofItem.find((dataset) => dataset.layerId === 0);
        const [only] = ofItem;
        return ofItem.length === 1 && only!.id === itemId && only!.layerId === layerId
          ? only
          : undefined;
      }
      // A TIMS layer under its derived id, though an item of the data group names it now.
      const derived = layers.find(
        (layer) =>
          derivedItemId(layer.service.name) === itemId && layer.layer.info.id === (layerId ?? 0),
      );
      return derived && all.find((dataset) => dataset.key === derived.key);
    },
  };
}

const CATEGORY_WORDS: [DatasetCategory, RegExp][] = [
  ['Projects', /\b(projects?|construction|stip)\b/i],
  ['Structures', /\b(bridges?|culverts?|structures?|tunnels?)\b/i],
  ['Safety', /\b(safety|crash(es)?|hsip)\b/i],
  ['Traffic', /\b(traffic|aadt|counts?|volumes?)\b/i],
  ['Boundaries', /\b(boundar(y|ies)|count(y|ies)|districts?|municipalit(y|ies))\b/i],
  ['Roadway', /\b(roads?|roadway|routes?|highways?|pavement|inventory)\b/i],
  ['Planning', /\b(planning|plans?|mpo|corridors?)\b/i],
];

/** A first category from the item's title and tags, until an administrator chooses one. */
function guessCategory(item: PortalDataItem): DatasetCategory {
  const words = [item.title, ...item.tags].join(' ');
  return CATEGORY_WORDS.find(([, pattern]) => pattern.test(words))?.[0] ?? 'Other';
}
