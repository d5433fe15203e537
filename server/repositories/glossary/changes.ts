/** The properties a change touched, each with its value before and after (null: none). */
export type Changes = Record<string, { from: unknown; to: unknown }>;

/**
 * What differs between two versions of a record, property by property. Values are compared as
 * JSON, so lists (a term's uses) count as changed only when their content differs.
 */
export function diff(before: object, after: object): Changes {
  const changes: Changes = {};
  const from = before as Record<string, unknown>;
  const to = after as Record<string, unknown>;
  for (const name of new Set([...Object.keys(from), ...Object.keys(to)])) {
    const [old, next] = [from[name] ?? null, to[name] ?? null];
    if (JSON.stringify(old) !== JSON.stringify(next)) changes[name] = { from: old, to: next };
  }
  return changes;
}
