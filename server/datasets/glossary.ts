import type { DatasetDetails, DatasetField, DatasetSummary, Term } from '../../contracts/datasets';
import { DATASET_DOWNLOAD_FORMATS } from '../../contracts/datasets';
import type { GlossaryRepository } from '../repositories/glossary/glossaryRepository';
import type { Catalogue } from './catalogue';
import type { CatalogueDataset, DatasetStats, DatasetText, Viewer } from './catalogueTypes';
import type { StoredTermUse, TermText } from './defaults/termDefaults';
import { TIMS_FIELD_DEFAULTS, type FieldText } from './defaults/timsFieldDefaults';
import { readFieldValues, type FieldValues } from './fieldValues';
import { ttlCache } from './ttlCache';

/** A row of the glossary table with what the search looks in beside it. */
export interface GlossaryRow {
  summary: DatasetSummary;
  /** Field names and aliases (the search matches `work_type` to `workType`). */
  fieldWords: string[];
}

/**
 * The glossary: the catalogue's datasets with the text administrators keep in the database (or
 * the defaults until they do), their counts and field values, and the terms.
 */
export interface Glossary {
  catalogue: Catalogue;
  /** Every dataset of the viewer's catalogue, as rows of the table. */
  rows(viewer: Viewer): Promise<GlossaryRow[]>;
  /** The dataset page; `values: false` skips the field values (the DCAT feed needs none). */
  details(dataset: CatalogueDataset, options?: { values?: boolean }): Promise<DatasetDetails>;
  /** The text shown for a dataset: an administrator's, else its defaults. */
  text(dataset: CatalogueDataset): Promise<DatasetText>;
  /** What a field means: an administrator's text, else TIMS's default or the service's words. */
  fieldText(dataset: CatalogueDataset, field: string): Promise<FieldText>;
  /** The terms with their uses among the viewer's datasets. */
  terms(viewer: Viewer, datasets?: CatalogueDataset[]): Promise<Term[]>;
  term(id: string, viewer: Viewer): Promise<Term | undefined>;
  /** Forgets the field values kept (tests; a reload of the data). */
  clearCaches(): void;
}

export interface GlossaryOptions {
  catalogue: Catalogue;
  repository: GlossaryRepository;
  publicUrl: string;
  log: { warn(details: object, message: string): void };
  /** How long a layer's field values are kept. */
  valuesTtlMs?: number;
  now?: () => number;
}

export const FIELD_VALUES_TTL_MS = 5 * 60_000;

const NO_STATS: DatasetStats = { recordCount: null, lastUpdated: null, extent: null };

export function createGlossary(options: GlossaryOptions): Glossary {
  const { catalogue, repository, publicUrl, log } = options;
  const valuesCache = ttlCache<string, Map<string, FieldValues>>({
    ttlMs: options.valuesTtlMs ?? FIELD_VALUES_TTL_MS,
    staleOnError: true,
    staleWhileRevalidate: true,
    now: options.now,
  });

  const statsOf = (dataset: CatalogueDataset) =>
    dataset.stats().catch((error: unknown) => {
      log.warn({ err: error, dataset: dataset.key }, 'Data glossary: layer statistics failed');
      return NO_STATS;
    });

  const valuesOf = async (dataset: CatalogueDataset) => {
    const { layer } = dataset;
    if (!layer) return new Map<string, FieldValues>();
    return valuesCache
      .get(dataset.key, () => readFieldValues(layer))
      .catch((error: unknown) => {
        log.warn({ err: error, dataset: dataset.key }, 'Data glossary: field values failed');
        return new Map<string, FieldValues>();
      });
  };

  const summaryOf = (
    dataset: CatalogueDataset,
    text: DatasetText,
    stats: DatasetStats,
  ): DatasetSummary => ({
    id: dataset.id,
    itemId: dataset.itemId,
    layerId: dataset.layerId,
    title: dataset.title,
    category: text.category,
    description: text.description,
    steward: text.steward,
    updateFrequency: text.updateFrequency,
    lastUpdated: stats.lastUpdated,
    recordCount: stats.recordCount,
    access: dataset.access,
    source: dataset.source,
    serviceUrl: dataset.serviceUrl,
    geometryType: dataset.geometryType,
    fieldNames: dataset.fields.map((field) => field.name),
  });

  const defaultFieldText = (dataset: CatalogueDataset, name: string): FieldText => {
    const tims = TIMS_FIELD_DEFAULTS[dataset.key]?.[name];
    if (tims) return tims;
    const field = dataset.fields.find((candidate) => candidate.name === name);
    return { definition: field?.description ?? '', units: null };
  };

  const usesOf = (uses: StoredTermUse[], byKey: Map<string, CatalogueDataset>) =>
    uses.flatMap((use) => {
      const dataset = byKey.get(use.dataset);
      if (!dataset) return [];
      return [
        {
          datasetId: dataset.id,
          ...(use.field === undefined ? {} : { field: use.field }),
          datasetTitle: dataset.title,
        },
      ];
    });

  const toTerm = (term: TermText, byKey: Map<string, CatalogueDataset>): Term => ({
    id: term.id,
    term: term.term,
    abbreviation: term.abbreviation,
    definition: term.definition,
    uses: usesOf(term.uses, byKey),
  });

  const textOf = async (dataset: CatalogueDataset) => {
    const texts = await repository.datasetTexts();
    return texts.get(dataset.key)?.value ?? dataset.defaults;
  };

  const keyed = (datasets: CatalogueDataset[]) =>
    new Map(datasets.map((dataset) => [dataset.key, dataset]));

  return {
    catalogue,

    async rows(viewer) {
      const [datasets, texts] = await Promise.all([
        catalogue.datasets(viewer),
        repository.datasetTexts(),
      ]);
      return Promise.all(
        datasets.map(async (dataset) => ({
          summary: summaryOf(
            dataset,
            texts.get(dataset.key)?.value ?? dataset.defaults,
            await statsOf(dataset),
          ),
          fieldWords: dataset.fields.flatMap((field) => [field.name, field.alias]),
        })),
      );
    },

    async details(dataset, { values: withValues = true } = {}) {
      const [text, stats, fieldTexts, values] = await Promise.all([
        textOf(dataset),
        statsOf(dataset),
        repository.fieldTexts(dataset.key),
        withValues ? valuesOf(dataset) : new Map<string, FieldValues>(),
      ]);
      const fields = dataset.fields.map((field): DatasetField => {
        const meaning = fieldTexts.get(field.name)?.value ?? defaultFieldText(dataset, field.name);
        const found = values.get(field.name);
        return {
          name: field.name,
          alias: field.alias,
          type: field.type,
          ...(field.length === undefined ? {} : { length: field.length }),
          definition: meaning.definition,
          units: meaning.units,
          values: found?.values ?? null,
          samples: found?.samples ?? [],
        };
      });
      const page = `${publicUrl}/tims/api/datasets/${dataset.id}/download`;
      return {
        ...summaryOf(dataset, text, stats),
        contact: { name: text.contactName, email: text.contactEmail },
        licence: text.licence,
        tags: dataset.tags,
        extent: stats.extent,
        fields,
        // Only TIMS's own layers are streamed by TIMS; another server's have their own.
        downloads: dataset.layer
          ? DATASET_DOWNLOAD_FORMATS.map((format) => ({ format, url: `${page}?format=${format}` }))
          : [],
        portalItemUrl: dataset.portalItemUrl,
      };
    },

    text: textOf,

    async fieldText(dataset, field) {
      const texts = await repository.fieldTexts(dataset.key);
      return texts.get(field)?.value ?? defaultFieldText(dataset, field);
    },

    async terms(viewer, datasets) {
      const [terms, all] = await Promise.all([
        repository.terms(),
        datasets ? Promise.resolve(datasets) : catalogue.datasets(viewer),
      ]);
      const byKey = keyed(all);
      return terms.map((term) => toTerm(term, byKey));
    },

    async term(id, viewer) {
      const [term, datasets] = await Promise.all([repository.term(id), catalogue.datasets(viewer)]);
      return term && toTerm(term, keyed(datasets));
    },

    clearCaches() {
      valuesCache.clear();
    },
  };
}
