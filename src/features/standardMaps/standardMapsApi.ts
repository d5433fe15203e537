import type {
  AdminGenerationJob,
  GenerationJobList,
  GenerationState,
  StandardMapDetails,
  StandardMapList,
  StandardMapListQuery,
  StandardMapMetadata,
  UploadFields,
} from '../../../contracts/standardMaps';
import { useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import type { AppError } from '../../lib/appError';
import { apiBaseUrl } from '../../lib/absoluteUrl';
import { timsApiHeaders } from '../../services/api/authHeaders';
import { postForm, type UploadProgress } from '../../services/api/postForm';
import { timsApi } from '../../services/api/timsApi';
import { toQueryString } from '../../lib/queryString';

/** While the generated set is drawn, its progress is asked for this often (ms). */
export const GENERATION_POLL_MS = 2000;

/**
 * A refused write: the server's `{ code, message }`, and for a form the field it names
 * (`details.field` of the answer, `body/file` → `file`).
 */
export interface StandardMapProblem extends AppError {
  field?: string;
}

/** A county of the state, for the filters and the forms. */
export interface StateCounty {
  fips: string;
  name: string;
}

export interface UploadRequest {
  fields: UploadFields;
  file: File;
  onProgress?: (progress: UploadProgress) => void;
}

export interface EditionRequest {
  id: string;
  editionDate: string;
  file: File;
  onProgress?: (progress: UploadProgress) => void;
}

interface FeatureAnswer<A> {
  features: { attributes: A }[];
}

const LIST = { type: 'StandardMap', id: 'LIST' } as const;
const CURRENT_JOB = { type: 'StandardMapJob', id: 'CURRENT' } as const;
const JOBS = { type: 'StandardMapJob', id: 'LIST' } as const;
const one = (id: string) => ({ type: 'StandardMap' as const, id });
const path = (id: string) => `admin/standard-maps/${encodeURIComponent(id)}`;

function problemOf(status: number, body: unknown): StandardMapProblem {
  const error = (body as { error?: Record<string, unknown> } | null)?.error;
  const details = error?.details as { field?: unknown } | undefined;
  const field = typeof details?.field === 'string' ? details.field.replace(/^body\//, '') : '';
  return {
    code: typeof error?.code === 'string' ? error.code : `http-${status}`,
    message: typeof error?.message === 'string' ? error.message : `HTTP ${status}`,
    status,
    ...(field ? { field } : status === 413 || status === 415 ? { field: 'file' } : {}),
    ...(error?.details !== undefined ? { details: error.details } : {}),
  };
}

/**
 * Posts an upload form (the file last, as the server reads the fields before the file) and
 * reports how much was sent. Not retried: the administrator sees the outcome and decides.
 */
async function upload(
  url: string,
  form: FormData,
  extra: unknown,
  onProgress?: (progress: UploadProgress) => void,
) {
  const headers = timsApiHeaders(new Headers(), { extra });
  try {
    const answer = await postForm(`${apiBaseUrl()}/${url}`, form, { headers, onProgress });
    if (answer.status === 201) return { data: answer.body as StandardMapDetails };
    return { error: problemOf(answer.status, answer.body) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { error: { code: 'network', message } satisfies StandardMapProblem };
  }
}

/** The standard-map library (DESIGN.md §5): everyone's gallery and the administrators' work. */
export const standardMapsApi = timsApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /standard-maps`: published maps only. */
    listStandardMaps: build.query<StandardMapList, StandardMapListQuery>({
      query: (query) => `standard-maps?${toQueryString(query)}`,
      providesTags: [LIST],
    }),
    /** `GET /admin/standard-maps`: every map, published or not. */
    listAdminStandardMaps: build.query<StandardMapList, StandardMapListQuery>({
      query: (query) => `admin/standard-maps?${toQueryString(query)}`,
      providesTags: [LIST],
    }),
    getStandardMap: build.query<StandardMapDetails, string>({
      query: (id) => `standard-maps/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [one(id)],
    }),
    getAdminStandardMap: build.query<StandardMapDetails, string>({
      query: (id) => path(id),
      providesTags: (_result, _error, id) => [one(id)],
    }),
    /** The latest drawing of the generated set; polled while it runs. */
    getGeneration: build.query<GenerationState, void>({
      query: () => 'standard-maps/generation',
      providesTags: [CURRENT_JOB],
    }),
    listGenerationJobs: build.query<GenerationJobList, void>({
      query: () => 'admin/standard-maps/jobs',
      providesTags: [JOBS],
    }),
    updateStandardMap: build.mutation<
      StandardMapDetails,
      { id: string; metadata: StandardMapMetadata }
    >({
      query: ({ id, metadata }) => ({ url: path(id), method: 'PUT', body: metadata }),
      invalidatesTags: (_result, _error, { id }) => [LIST, one(id)],
    }),
    deleteStandardMap: build.mutation<void, string>({
      query: (id) => ({ url: path(id), method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [LIST, one(id)],
    }),
    deleteEdition: build.mutation<void, { id: string; editionId: string }>({
      query: ({ id, editionId }) => ({
        url: `${path(id)}/editions/${encodeURIComponent(editionId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { id }) => [LIST, one(id)],
    }),
    uploadStandardMap: build.mutation<StandardMapDetails, UploadRequest>({
      queryFn: ({ fields, file, onProgress }, api) => {
        const form = new FormData();
        for (const [name, value] of Object.entries(fields)) {
          if (value !== undefined) form.append(name, value);
        }
        form.append('file', file, file.name);
        return upload('admin/standard-maps', form, api.extra, onProgress);
      },
      invalidatesTags: (result) => (result ? [LIST] : []),
    }),
    /** A new edition of a map: its file replaced, the older one kept in its editions. */
    addEdition: build.mutation<StandardMapDetails, EditionRequest>({
      queryFn: ({ id, editionDate, file, onProgress }, api) => {
        const form = new FormData();
        form.append('editionDate', editionDate);
        form.append('file', file, file.name);
        return upload(`${path(id)}/editions`, form, api.extra, onProgress);
      },
      invalidatesTags: (result, _error, { id }) => (result ? [LIST, one(id)] : []),
    }),
    /** Draw the generated set again; 409 while a drawing runs. */
    generateStandardMaps: build.mutation<AdminGenerationJob, void>({
      query: () => ({ url: 'admin/standard-maps/generate', method: 'POST' }),
      extraOptions: { maxRetries: 0 },
      invalidatesTags: [CURRENT_JOB, JOBS],
    }),
    /** Every county of the state, by name, from the Counties FeatureServer. */
    stateCounties: build.query<StateCounty[], void>({
      query: () =>
        `rest/services/Counties/FeatureServer/0/query?${new URLSearchParams({
          where: '1=1',
          outFields: 'fips,name',
          orderByFields: 'name',
          returnGeometry: 'false',
          f: 'json',
        })}`,
      transformResponse: (answer: FeatureAnswer<StateCounty>) =>
        answer.features.map(({ attributes }) => attributes),
      keepUnusedDataFor: 3600,
    }),
    /** Every district of the department, from the Districts FeatureServer. */
    stateDistricts: build.query<number[], void>({
      query: () =>
        `rest/services/Districts/FeatureServer/0/query?${new URLSearchParams({
          where: '1=1',
          outFields: 'district',
          orderByFields: 'district',
          returnGeometry: 'false',
          f: 'json',
        })}`,
      transformResponse: (answer: FeatureAnswer<{ district: number }>) =>
        answer.features.map(({ attributes }) => attributes.district),
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const {
  useListStandardMapsQuery,
  useListAdminStandardMapsQuery,
  useGetStandardMapQuery,
  useGetAdminStandardMapQuery,
  useGetGenerationQuery,
  useListGenerationJobsQuery,
  useUpdateStandardMapMutation,
  useDeleteStandardMapMutation,
  useDeleteEditionMutation,
  useUploadStandardMapMutation,
  useAddEditionMutation,
  useGenerateStandardMapsMutation,
  useStateCountiesQuery,
  useStateDistrictsQuery,
} = standardMapsApi;

/**
 * The latest drawing of the generated set, asked for every 2 s while it runs (and no longer
 * once it has finished). Each map drawn refreshes the lists of maps and of drawings, so the
 * gallery fills as they come.
 */
export function useGeneration() {
  const dispatch = useAppDispatch();
  const [polling, setPolling] = useState(false);
  const generation = useGetGenerationQuery(undefined, {
    pollingInterval: polling ? GENERATION_POLL_MS : 0,
  });
  const job = generation.data?.job ?? null;
  const running = job?.status === 'running';
  if (running !== polling) setPolling(running);

  const progress = job ? `${job.id}:${job.status}:${job.done}` : '';
  const seen = useRef(progress);
  useEffect(() => {
    if (seen.current === progress) return;
    const first = seen.current === '';
    seen.current = progress;
    // The first answer only says where things stand; a change means maps arrived.
    if (!first) dispatch(standardMapsApi.util.invalidateTags([LIST, JOBS]));
  }, [dispatch, progress]);

  return { job, running };
}
