/**
 * The first ArcGIS module every other one imports (stack notes: otherwise a widget reaches for
 * Esri's CDN before the assets path is set). Everything @arcgis/core loads at run time —
 * workers, translations, styles, calcite icons — comes from TIMS itself under /tims/assets, and
 * the glyphs of map text under /tims/fonts.
 */
import esriConfig from '@arcgis/core/config';
import '@arcgis/core/assets/esri/themes/light/main.css';
import { BASE_PATH } from '../../lib/basePath';

esriConfig.assetsPath = `${BASE_PATH}/assets`;
// The glyphs MapView draws text with (a measurement's length, labels), made by the build from
// Source Sans 3 (tools/glyphs): by default they come from Esri's CDN. Absolute, as the URL is
// handed to the workers.
esriConfig.fontsUrl = new URL(`${BASE_PATH}/fonts`, window.location.origin).href;
// The spec's request limits (§9): a 62 s timeout, POST past 2000 characters.
esriConfig.request.timeout = 62_000;
esriConfig.request.maxUrlLength = 2000;

let configuredPortal: string | null = null;

/**
 * Points @arcgis/core at the department's portal. @arcgis/core rewrites every portal and token
 * request to https (contract §0, trap 1); a portal served over plain http (the local portal in
 * development and tests) gets those requests rewritten back by an interceptor.
 */
export function configurePortal(portalUrl: string): void {
  if (configuredPortal === portalUrl) return;
  configuredPortal = portalUrl;
  esriConfig.portalUrl = portalUrl;
  const url = new URL(portalUrl);
  if (url.protocol !== 'http:') return;
  const httpsOrigin = `https://${url.host}`;
  esriConfig.request.interceptors ??= [];
  esriConfig.request.interceptors.push({
    urls: new RegExp(`^${httpsOrigin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/`),
    before(params) {
      params.url = `http:${params.url.slice('https:'.length)}`;
    },
  });
}
