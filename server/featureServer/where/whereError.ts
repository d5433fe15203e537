import { QueryError } from '../queryError';

/** A where clause that cannot be understood; its message says what. */
export class WhereError extends QueryError {}
