import type { AppError } from '../../lib/appError';

/**
 * JSON from another server (a FeatureServer of the portal's data group, say), asked without
 * TIMS's token or base query: ArcGIS errors that come as HTTP 200 with an `error` body, HTTP
 * errors and network failures all become an `AppError`.
 */
export async function fetchForeignJson<T>(url: string): Promise<{ data: T } | { error: AppError }> {
  try {
    const response = await fetch(url);
    const body = (await response.json()) as T & { error?: AppError };
    if (!response.ok || body.error) {
      const status = response.ok ? Number(body.error?.code) || 500 : response.status;
      return { error: { code: `http-${status}`, message: body.error?.message ?? '', status } };
    }
    return { data: body };
  } catch (error) {
    return { error: { code: 'network', message: String(error) } };
  }
}
