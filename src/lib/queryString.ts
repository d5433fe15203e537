/** A query string with lists as repeated parameters, in a stable order (cache keys, links). */
export function toQueryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(query).sort()) {
    const value = query[key];
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((item) => params.append(key, String(item)));
    else params.set(key, String(value));
  }
  return params.toString();
}
