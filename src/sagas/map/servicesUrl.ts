import { apiBaseUrl } from '../../lib/absoluteUrl';

/** `…/tims/api/rest/services`: where the TIMS FeatureServers are. */
export function servicesUrl(): string {
  return `${apiBaseUrl()}/rest/services`;
}
