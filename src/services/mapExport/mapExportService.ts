import type { MapImage } from '../arcgis/types';
import type { ExportTexts } from './composeMapImage';

export interface MapExportService {
  compose(image: MapImage, texts: ExportTexts): Promise<Blob>;
  toPdf(png: Blob, title: string): Promise<Blob>;
  download(blob: Blob, filename: string): void;
}

/** Loaded when someone exports, not with the first screen. */
export const mapExportService: MapExportService = {
  compose: (image, texts) =>
    import(/* webpackChunkName: "map-export" */ './composeMapImage').then((module) =>
      module.composeMapImage(image, texts),
    ),
  toPdf: (png, title) =>
    import(/* webpackChunkName: "map-export" */ './toPdf').then((module) =>
      module.pngToPdf(png, title),
    ),
  download: (blob, filename) =>
    void import(/* webpackChunkName: "map-export" */ './download').then((module) =>
      module.downloadBlob(blob, filename),
    ),
};
