import type { DetectedKind, FieldRefusal } from '../../../../contracts/fieldRefusal';
import { MAX_UPLOAD_BYTES } from '../../../../contracts/standardMapFields';
import type { ProblemWords } from '../../../components/useProblemWords';
import { fieldRefusalOf } from '../../../lib/fieldRefusal';
import type { StandardMapProblem } from '../../standardMaps/standardMapsApi';
import { isFormField, type FieldProblem, type FormField } from './mapForm';

const FORM = 'standardMaps.form.errors';

/** The name of a kind of file, as its makers write it. */
const KIND_NAMES: Record<DetectedKind, string> = {
  png: 'PNG',
  jpeg: 'JPEG',
  gif: 'GIF',
  zip: 'ZIP',
  tiff: 'TIFF',
  xml: 'SVG/XML',
};

/** Why the server refused a PDF (`invalid-pdf`), by the key saying it. */
const PDF_KEYS: Partial<Record<NonNullable<FieldRefusal['reason']>, string>> = {
  empty: `${FORM}.emptyFile`,
  truncated: 'errors:pdf.truncated',
  password: 'errors:pdf.password',
  damaged: 'errors:pdf.unreadable',
  unreadable: 'errors:pdf.unreadable',
  'no-pages': 'errors:pdf.noPages',
  'too-slow': 'errors:pdf.tooSlow',
};

/** What the form says when a field is missing, by field. */
const REQUIRED: Partial<Record<FormField, string>> = {
  file: `${FORM}.fileRequired`,
  title: `${FORM}.titleRequired`,
  editionDate: `${FORM}.dateRequired`,
};

/**
 * A refused field in the form's own words where it has them (the same as its own checks say),
 * else in the general words of the `errors` namespace; a reason the app does not know is the
 * server's sentence in English and a general one in other languages.
 */
function wordsOf(
  field: FormField,
  refusal: FieldRefusal | undefined,
  error: StandardMapProblem,
): ProblemWords {
  const { reason, limit, min, max, detected } = refusal ?? {};
  const unknown: ProblemWords = { key: 'errors:fields.invalid', english: error.message };
  if (field === 'file' && error.status === 413) {
    return { key: `${FORM}.tooLarge`, values: { max: MAX_UPLOAD_BYTES / 1024 / 1024 } };
  }
  switch (reason) {
    case 'required':
    case 'blank':
    case 'too-short':
      return { key: REQUIRED[field] ?? 'errors:fields.required' };
    case 'too-long':
      if (limit !== undefined && field === 'title') {
        return { key: `${FORM}.titleTooLong`, values: { max: limit } };
      }
      if (limit !== undefined && field === 'description') {
        return { key: `${FORM}.descriptionTooLong`, values: { max: limit } };
      }
      return { key: 'errors:fields.tooLong' };
    case 'pattern':
    case 'format':
    case 'type':
      if (field === 'editionDate') return { key: `${FORM}.dateRequired` };
      if (field === 'title' || field === 'description') {
        return { key: 'errors:fields.controlCharacters' };
      }
      if (field === 'county') return { key: 'errors:fields.unknownCounty' };
      return unknown;
    case 'out-of-range':
      if (min === undefined || max === undefined) return unknown;
      return field === 'editionDate'
        ? { key: `${FORM}.dateRange`, values: { min, max } }
        : { key: 'errors:fields.outOfRange', values: { min, max } };
    case 'unknown-county':
      return { key: 'errors:fields.unknownCounty' };
    case 'one-of':
      return { key: 'errors:fields.oneOf' };
    case 'not-a-pdf': {
      const kind = detected && Object.hasOwn(KIND_NAMES, detected) && KIND_NAMES[detected];
      return kind
        ? { key: 'errors:pdf.notPdfKind', values: { kind } }
        : { key: 'errors:pdf.notPdf' };
    }
  }
  const pdf = reason && Object.hasOwn(PDF_KEYS, reason) && PDF_KEYS[reason];
  if (!pdf) return unknown;
  // The reader's own words (MuPDF's) help an administrator who reads English.
  return reason === 'damaged' || reason === 'unreadable'
    ? { key: pdf, english: error.message }
    : { key: pdf };
}

/**
 * Where a refused save's problem goes: beside the field the server named (`details.field`, or
 * the message's `body/county must…` from an older answer) in words of the reader's language
 * (`details.reason` with its limit or the kind of file it found), or above the form.
 */
export function problemOfSave(
  error: StandardMapProblem,
): { field: FormField; problem: FieldProblem } | { form: FieldProblem } {
  if (error.code === 'network' || error.code === 'timeout') {
    return { form: { key: 'standardMaps.form.unreachable' } };
  }
  if (error.status === 401 || error.status === 403) {
    return { form: { key: 'standardMaps.form.forbidden' } };
  }
  if (error.status === 404) return { form: { key: 'standardMaps.form.gone' } };
  const refusal = fieldRefusalOf(error.details);
  const field = error.field ?? refusal?.field ?? /^body\/(\w+)/.exec(error.message)?.[1];
  if (isFormField(field)) return { field, problem: wordsOf(field, refusal, error) };
  return {
    form: {
      key: 'standardMaps.form.refused',
      values: {
        message: {
          key: [`errors:codes.${error.code}`, 'errors:codes.unknown'],
          values: { code: error.code },
          english: error.message,
        },
      },
    },
  };
}
