/** Why a support request was refused, said to the client with its status. */
export class ContactProblem extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ContactProblem';
  }
}
