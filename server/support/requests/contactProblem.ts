import type { FieldRefusal } from '../../../contracts/fieldRefusal';

/**
 * Why a support request was refused, said to the client with its status: `details` names the
 * field and why as data (`contracts/fieldRefusal.ts`), for the app to say in the reader's
 * language.
 */
export class ContactProblem extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: FieldRefusal,
  ) {
    super(message);
    this.name = 'ContactProblem';
  }
}
