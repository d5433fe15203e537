/** One place where two JSON values differ: the path (`portal.user.fullName`) and both values. */
export interface StateDifference {
  path: string;
  expected: unknown;
  actual: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Where `actual` differs from `expected`, comparing as JSON does (key order ignored, `undefined`
 * members absent), up to `limit` differences, outermost first.
 */
export function stateDifferences(
  expected: unknown,
  actual: unknown,
  limit = 50,
): StateDifference[] {
  const differences: StateDifference[] = [];
  const visit = (left: unknown, right: unknown, path: string): void => {
    if (differences.length >= limit || left === right) return;
    if (isObject(left) && isObject(right) && Array.isArray(left) === Array.isArray(right)) {
      const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
      for (const key of keys) {
        const a = left[key];
        const b = right[key];
        // JSON drops undefined members: absent and undefined are the same.
        if (a === undefined && b === undefined) continue;
        visit(a, b, path ? `${path}.${key}` : key);
      }
      return;
    }
    if (Number.isNaN(left) && Number.isNaN(right)) return;
    differences.push({ path: path || '(root)', expected: left, actual: right });
  };
  visit(expected, actual, '');
  return differences;
}
