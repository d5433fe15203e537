import type { ContactProblem } from '../supportEndpoints';
import { isContactField, type ContactProblems, type FieldProblem } from './contactForm';

export interface Refusal {
  /** What is said under the fields the server named. */
  fields: ContactProblems;
  /** What is said above the form. */
  summary: FieldProblem;
}

/** Minutes to wait, rounded up, at least one. */
const minutesOf = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/**
 * What the visitor is told when the server refused the request (or none came): the field it
 * named (400), a log too large (413), when to try again (429), no connection, the server down.
 */
export function problemsOfRefusal(error: Partial<ContactProblem> | undefined): Refusal {
  const status = error?.status;
  const message = error?.message ?? '';
  if (error?.code === 'network' || error?.code === 'timeout') {
    return { fields: {}, summary: { key: 'contact.errors.network' } };
  }
  if (status === 413) {
    const problem = { key: 'contact.errors.logTooLarge' };
    return { fields: { actionLog: problem }, summary: problem };
  }
  if (status === 429) {
    const seconds = error?.retryAfterSeconds;
    return {
      fields: {},
      summary:
        seconds === undefined
          ? { key: 'contact.errors.tooManyLater' }
          : { key: 'contact.errors.tooMany', values: { count: minutesOf(seconds) } },
    };
  }
  if (status === 400 || status === 415 || status === 422) {
    const field = error?.field;
    if (field === 'actionLog') {
      const problem = { key: 'contact.errors.logRefused', values: { message } };
      return { fields: { actionLog: problem }, summary: problem };
    }
    if (isContactField(field)) {
      return {
        fields: { [field]: { key: 'contact.errors.refused', values: { message } } },
        summary: { key: 'contact.errors.checkField' },
      };
    }
    return { fields: {}, summary: { key: 'contact.errors.invalid', values: { message } } };
  }
  return {
    fields: {},
    summary: { key: 'contact.errors.server', values: { status: status ?? '' } },
  };
}
