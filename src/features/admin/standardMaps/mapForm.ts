import {
  DESCRIPTION_MAX,
  EDITION_DATE_MAX,
  EDITION_DATE_MIN,
  MAX_UPLOAD_BYTES,
  TITLE_MAX,
  type StandardMapCategory,
} from '../../../../contracts/standardMapFields';
import type {
  StandardMap,
  StandardMapMetadata,
  UploadFields,
} from '../../../../contracts/standardMaps';
import type { ProblemWords } from '../../../components/useProblemWords';

/** What the metadata fields hold: text, as the form controls do ('' is "none"). */
export interface MapFormValues {
  title: string;
  category: StandardMapCategory;
  district: string;
  county: string;
  description: string;
  published: boolean;
}

export interface UploadFormValues extends MapFormValues {
  file: File | null;
  editionDate: string;
}

export type FormField =
  'file' | 'editionDate' | 'title' | 'category' | 'district' | 'county' | 'description';

/** The fields in the order they are shown: the first with a problem takes the focus. */
export const FIELD_ORDER: readonly FormField[] = [
  'file',
  'title',
  'category',
  'district',
  'county',
  'editionDate',
  'description',
];

/** A problem of a field: an `admin` (or `errors:`) translation key, or the server's own words. */
export type FieldProblem = ProblemWords | string;
export type FormProblems = Partial<Record<FormField, FieldProblem>>;

export const NEW_MAP: MapFormValues = {
  title: '',
  category: 'City',
  district: '',
  county: '',
  description: '',
  published: true,
};

/** Today in the administrator's time zone, as `YYYY-MM-DD`. */
export function today(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** A title from a file's name: `bike-routes_2026.pdf` → `Bike routes 2026`. */
export function titleFromFileName(name: string): string {
  const words = name
    .replace(/\.pdf$/i, '')
    .replace(/[_-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return (words.charAt(0).toUpperCase() + words.slice(1)).slice(0, TITLE_MAX);
}

export function fromMap(map: StandardMap): MapFormValues {
  return {
    title: map.title,
    category: map.category,
    district: map.district === null ? '' : String(map.district),
    county: map.county?.fips ?? '',
    description: map.description,
    published: map.published,
  };
}

export function toMetadata(values: MapFormValues): StandardMapMetadata {
  return {
    title: values.title.trim(),
    category: values.category,
    district: values.district ? Number(values.district) : null,
    county: values.county || null,
    description: values.description.trim(),
    published: values.published,
  };
}

export function toUploadFields(values: UploadFormValues): UploadFields {
  return {
    title: values.title.trim(),
    category: values.category,
    district: values.district,
    county: values.county,
    description: values.description.trim(),
    editionDate: values.editionDate,
    published: values.published ? 'true' : 'false',
  };
}

/** A PDF by its type or, when the browser names none, its extension; at most 100 MB. */
export function fileProblem(file: File | null): FieldProblem | undefined {
  if (!file) return { key: 'standardMaps.form.errors.fileRequired' };
  const pdf = file.type ? file.type === 'application/pdf' : /\.pdf$/i.test(file.name);
  if (!pdf) return { key: 'standardMaps.form.errors.notPdf', values: { name: file.name } };
  if (file.size > MAX_UPLOAD_BYTES) {
    return {
      key: 'standardMaps.form.errors.tooLarge',
      values: { max: MAX_UPLOAD_BYTES / 1024 / 1024 },
    };
  }
  if (file.size === 0) return { key: 'standardMaps.form.errors.emptyFile' };
  return undefined;
}

export function editionDateProblem(day: string): FieldProblem | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return { key: 'standardMaps.form.errors.dateRequired' };
  if (day < EDITION_DATE_MIN || day > EDITION_DATE_MAX) {
    return {
      key: 'standardMaps.form.errors.dateRange',
      values: { min: EDITION_DATE_MIN, max: EDITION_DATE_MAX },
    };
  }
  return undefined;
}

export function metadataProblems(values: MapFormValues): FormProblems {
  const problems: FormProblems = {};
  const title = values.title.trim();
  if (!title) problems.title = { key: 'standardMaps.form.errors.titleRequired' };
  else if (title.length > TITLE_MAX) {
    problems.title = { key: 'standardMaps.form.errors.titleTooLong', values: { max: TITLE_MAX } };
  }
  if (values.description.length > DESCRIPTION_MAX) {
    problems.description = {
      key: 'standardMaps.form.errors.descriptionTooLong',
      values: { max: DESCRIPTION_MAX },
    };
  }
  return problems;
}

export function uploadProblems(values: UploadFormValues): FormProblems {
  const problems = metadataProblems(values);
  const file = fileProblem(values.file);
  if (file) problems.file = file;
  const date = editionDateProblem(values.editionDate);
  if (date) problems.editionDate = date;
  return problems;
}

export const isFormField = (name: string | undefined): name is FormField =>
  (FIELD_ORDER as readonly string[]).includes(name ?? '');

/** The first field, in the order shown, that has a problem. */
export function firstProblem(problems: FormProblems) {
  return FIELD_ORDER.find((field) => problems[field] !== undefined);
}
