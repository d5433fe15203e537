import type { PageView } from '../../../contracts/analytics';
import { apiBaseUrl } from '../../lib/absoluteUrl';

/**
 * Posts one page view (no identity) to the TIMS API. `keepalive` lets the request finish when
 * the page is being left. Failures are reported to the caller, which decides to ignore them.
 */
export async function sendPageView(view: PageView): Promise<void> {
  const response = await fetch(`${apiBaseUrl()}/analytics/pageviews`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(view),
    keepalive: true,
  });
  if (!response.ok) throw new Error(`Page view not recorded: HTTP ${response.status}`);
}
