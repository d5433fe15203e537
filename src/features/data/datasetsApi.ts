import type {
  DatasetDetails,
  DatasetField,
  DatasetList,
  DatasetListQuery,
  DatasetMetadataInput,
  FieldMetadataInput,
  GlossaryAudit,
  Term,
  TermInput,
  TermList,
} from '../../../contracts/datasets';
import type { AppError } from '../../lib/appError';
import { apiBaseUrl } from '../../lib/absoluteUrl';
import { toQueryString } from '../../lib/queryString';
import { fetchForeignJson } from '../../services/api/fetchForeignJson';
import { timsApi } from '../../services/api/timsApi';
import type { OpenApiDocument } from './apiReference/openApi';

/** A page of a dataset's first rows, as its FeatureServer answers `query?f=json`. */
export interface PreviewPage {
  rows: Record<string, unknown>[];
  /** The service has rows after this page. */
  more: boolean;
}

export interface PreviewRequest {
  serviceUrl: string;
  /** The layer's object id field: rows come in its order, so pages do not overlap. */
  orderBy: string;
  offset: number;
  limit: number;
}

/** A file fetched through the API: where the browser holds it, and its name. */
export interface FetchedFile {
  objectUrl: string;
  fileName: string | null;
}

/** An API address as the base query takes it: `…/tims/api/datasets/x` → `datasets/x`. */
function apiPathOf(url: string): string {
  const { pathname, search } = new URL(url, apiBaseUrl());
  const base = new URL(`${apiBaseUrl()}/`).pathname;
  return pathname.startsWith(base) ? `${pathname.slice(base.length)}${search}` : url;
}

/** `attachment; filename="projects.csv"` → `projects.csv`. */
function fileNameOf(disposition: string | null): string | null {
  return disposition ? (/filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null) : null;
}

/** A state's outline, WGS84 rings, for the extent sketch. */
export type Outline = [number, number][][];

interface FeatureAnswer {
  features?: { attributes: Record<string, unknown> }[];
  exceededTransferLimit?: boolean;
}

interface OutlineAnswer {
  features: { geometry: { type: 'Polygon' | 'MultiPolygon'; coordinates: unknown } | null }[];
}

// Code-split tag types (RTK Query's `addTagTypes`): the glossary's own, declared with its
// endpoints rather than in the shared API's list.
const api = timsApi.enhanceEndpoints({ addTagTypes: ['Dataset', 'DatasetTerm', 'GlossaryAudit'] });

const DATASETS = { type: 'Dataset', id: 'LIST' } as const;
const TERMS = { type: 'DatasetTerm', id: 'LIST' } as const;
const AUDIT = { type: 'GlossaryAudit', id: 'LIST' } as const;
const one = (id: string) => ({ type: 'Dataset' as const, id });
const adminPath = (id: string) => `admin/datasets/${encodeURIComponent(id)}`;
const termPath = (id: string) => `admin/terms/${encodeURIComponent(id)}`;

/**
 * TIMS's own FeatureServers are reached through the API (with the signed-in user's token);
 * another server's layer is asked without it: the portal token is TIMS's to send, not theirs.
 */
function ownServicePath(serviceUrl: string): string | null {
  const base = `${apiBaseUrl()}/`;
  return serviceUrl.startsWith(base) ? serviceUrl.slice(base.length) : null;
}

function previewParams({ orderBy, offset, limit }: PreviewRequest) {
  return new URLSearchParams({
    where: '1=1',
    outFields: '*',
    orderByFields: orderBy,
    resultOffset: String(offset),
    resultRecordCount: String(limit),
    returnGeometry: 'false',
    f: 'json',
  });
}

const toPage = (answer: FeatureAnswer): PreviewPage => ({
  rows: (answer.features ?? []).map((feature) => feature.attributes),
  more: answer.exceededTransferLimit === true,
});

async function askForeignService(
  url: string,
): Promise<{ data: PreviewPage } | { error: AppError }> {
  const answer = await fetchForeignJson<FeatureAnswer>(url);
  return 'data' in answer ? { data: toPage(answer.data) } : answer;
}

function ringsOf(answer: OutlineAnswer): Outline {
  return answer.features.flatMap(({ geometry }) => {
    if (!geometry) return [];
    const polygons = (
      geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates
    ) as Outline[];
    return polygons.flat();
  });
}

/** The data glossary (DESIGN.md §5 `/datasets…`): datasets, terms, and the administrators' edits. */
export const datasetsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /datasets`: the glossary table (staff-only datasets only for signed-in staff). */
    listDatasets: build.query<DatasetList, DatasetListQuery>({
      query: (query) => `datasets?${toQueryString(query)}`,
      providesTags: [DATASETS],
    }),
    /** `GET /datasets/{portalId}`: 404 unknown, 401 `sign-in-required` for staff-only. */
    getDataset: build.query<DatasetDetails, string>({
      query: (id) => `datasets/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [one(id)],
      // An unknown or a locked dataset is an answer, not a passing failure.
      extraOptions: { maxRetries: 0 },
    }),
    /** `GET /datasets/terms`: the words a DOT uses and the datasets and fields using them. */
    listTerms: build.query<TermList, { q?: string }>({
      query: (query) => `datasets/terms?${toQueryString(query)}`,
      providesTags: [TERMS],
    }),
    /** The first rows of a dataset, a page at a time, from its FeatureServer layer. */
    previewRows: build.query<PreviewPage, PreviewRequest>({
      queryFn: async (request, _api, _extra, baseQuery) => {
        const own = ownServicePath(request.serviceUrl);
        const query = previewParams(request);
        if (own === null) return askForeignService(`${request.serviceUrl}/query?${query}`);
        const answer = await baseQuery(`${own}/query?${query}`);
        if (answer.error) return { error: answer.error as AppError };
        return { data: toPage(answer.data as FeatureAnswer) };
      },
    }),
    /** The state's outline from the States FeatureServer, for the extent sketch. */
    stateOutline: build.query<Outline, string>({
      query: (fips) =>
        `rest/services/States/FeatureServer/0/query?${new URLSearchParams({
          where: `fips='${fips.replace(/\D/g, '')}'`,
          outFields: 'fips',
          f: 'geojson',
        })}`,
      transformResponse: ringsOf,
      keepUnusedDataFor: 3600,
    }),
    /** `GET /openapi.json`: the API described, for the reference page. */
    apiDocument: build.query<OpenApiDocument, void>({
      query: () => 'openapi.json',
      keepUnusedDataFor: 3600,
    }),
    /** `GET /admin/datasets/audit`: who changed what in the glossary, newest first. */
    glossaryAudit: build.query<GlossaryAudit, void>({
      query: () => 'admin/datasets/audit',
      providesTags: [AUDIT],
    }),
    updateDatasetMetadata: build.mutation<unknown, { id: string; metadata: DatasetMetadataInput }>({
      query: ({ id, metadata }) => ({ url: adminPath(id), method: 'PUT', body: metadata }),
      extraOptions: { maxRetries: 0 },
      invalidatesTags: (_result, error, { id }) => (error ? [] : [DATASETS, one(id), AUDIT]),
    }),
    updateFieldMetadata: build.mutation<
      unknown,
      { id: string; field: DatasetField['name']; metadata: FieldMetadataInput }
    >({
      query: ({ id, field, metadata }) => ({
        url: `${adminPath(id)}/fields/${encodeURIComponent(field)}`,
        method: 'PUT',
        body: metadata,
      }),
      extraOptions: { maxRetries: 0 },
      invalidatesTags: (_result, error, { id }) => (error ? [] : [one(id), AUDIT]),
    }),
    /**
     * A file of the API fetched with the visitor's token (a staff-only dataset's download: a
     * plain link carries no token), kept as an object URL the page hands to the browser.
     */
    fetchFile: build.mutation<FetchedFile, string>({
      query: (url) => ({
        url: apiPathOf(url),
        responseHandler: async (response) =>
          response.ok ? URL.createObjectURL(await response.blob()) : response.json(),
      }),
      transformResponse: (objectUrl: string, meta) => ({
        objectUrl,
        fileName: fileNameOf(
          (meta as { response?: Response } | undefined)?.response?.headers.get(
            'content-disposition',
          ) ?? null,
        ),
      }),
      extraOptions: { maxRetries: 0 },
    }),
    createTerm: build.mutation<Term, TermInput>({
      query: (term) => ({ url: 'admin/terms', method: 'POST', body: term }),
      extraOptions: { maxRetries: 0 },
      invalidatesTags: (_result, error) => (error ? [] : [TERMS, AUDIT]),
    }),
    updateTerm: build.mutation<Term, { id: string; term: TermInput }>({
      query: ({ id, term }) => ({ url: termPath(id), method: 'PUT', body: term }),
      extraOptions: { maxRetries: 0 },
      invalidatesTags: (_result, error) => (error ? [] : [TERMS, AUDIT]),
    }),
    deleteTerm: build.mutation<void, string>({
      query: (id) => ({ url: termPath(id), method: 'DELETE' }),
      extraOptions: { maxRetries: 0 },
      invalidatesTags: (_result, error) => (error ? [] : [TERMS, AUDIT]),
    }),
  }),
});

export const {
  useListDatasetsQuery,
  useGetDatasetQuery,
  useListTermsQuery,
  usePreviewRowsQuery,
  useStateOutlineQuery,
  useApiDocumentQuery,
  useGlossaryAuditQuery,
  useUpdateDatasetMetadataMutation,
  useUpdateFieldMetadataMutation,
  useCreateTermMutation,
  useUpdateTermMutation,
  useDeleteTermMutation,
  useFetchFileMutation,
} = datasetsApi;

/** The address of the glossary export (CSV or XLSX) of a search: a plain link, streamed. */
export function exportUrl(format: 'csv' | 'xlsx', query: DatasetListQuery): string {
  const { offset: _offset, limit: _limit, ...filters } = query;
  return `${apiBaseUrl()}/datasets/export?${toQueryString({ ...filters, format })}`;
}

/** `GET /datasets/dcat.json`: the DCAT-US catalogue of the public datasets. */
export const dcatUrl = () => `${apiBaseUrl()}/datasets/dcat.json`;
