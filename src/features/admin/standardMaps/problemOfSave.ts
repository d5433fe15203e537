import type { StandardMapProblem } from '../../standardMaps/standardMapsApi';
import { isFormField, type FieldProblem, type FormField } from './mapForm';

/**
 * Where a refused save's problem goes: beside the field the server named (its message names
 * what is wrong, e.g. "The file is not a PDF: it is a PNG image…"), or above the form.
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
  // Uploads name the field in `details.field`; JSON writes in the message ("body/county must…").
  const field = error.field ?? /^body\/(\w+)/.exec(error.message)?.[1];
  if (isFormField(field)) return { field, problem: error.message };
  return { form: { key: 'standardMaps.form.refused', values: { message: error.message } } };
}
