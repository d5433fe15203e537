import './esriSetup';
import Graphic from '@arcgis/core/Graphic';
import Point from '@arcgis/core/geometry/Point';
import Polyline from '@arcgis/core/geometry/Polyline';
import * as reactiveUtils from '@arcgis/core/core/reactiveUtils';
import type MapView from '@arcgis/core/views/MapView';
import { formatMeasurement, loadMeasureOperators, measureVertices } from './measureGeometry';
import { measureSymbols } from './measureSymbols';
import type { AreaUnit, LengthUnit, MapEvents, MeasureTool } from './types';

/**
 * A measurement drawn with the keyboard: each point is put where the map's centre is (the
 * visitor moves the map under the cross with the arrow keys), the line or polygon is drawn on
 * the view's own graphics as Esri's widgets draw theirs, and the geodesic length or area goes
 * to the live region through `measured`. A dashed segment follows the centre from the last point.
 */
export function createMeasureSketch(
  view: MapView,
  tool: MeasureTool,
  initialUnit: LengthUnit | AreaUnit,
  events: Pick<MapEvents, 'measured' | 'measureSketchChanged'>,
) {
  let unit = initialUnit;
  let vertices: number[][] = [];
  let finished = false;
  // Results are computed asynchronously (operators, translations): only the latest is reported.
  let version = 0;
  const symbols = measureSymbols(view);
  const shape = new Graphic();
  const preview = new Graphic({ symbol: symbols.preview });
  let markers: Graphic[] = [];
  view.graphics.addMany([shape, preview]);

  const drawPreview = () => {
    const centre = view.center;
    const last = vertices.at(-1);
    if (finished || !last || !centre) {
      preview.geometry = null;
      return;
    }
    const path = [last, [centre.x, centre.y]];
    if (tool === 'area' && vertices.length >= 2) path.push(vertices[0]!);
    preview.geometry = new Polyline({ paths: [path], spatialReference: view.spatialReference });
  };
  const following = reactiveUtils.watch(() => view.center, drawPreview);

  const redraw = async () => {
    const current = ++version;
    view.graphics.removeMany(markers);
    markers = vertices.map(
      ([x, y]) =>
        new Graphic({
          geometry: new Point({ x, y, spatialReference: view.spatialReference }),
          symbol: symbols.vertex,
        }),
    );
    drawPreview();
    view.graphics.addMany(markers);
    if (vertices.length < 2) shape.geometry = null;
    events.measureSketchChanged(vertices.length > 0 ? { points: vertices.length, finished } : null);
    await loadMeasureOperators();
    if (current !== version) return;
    const { drawing, value } = measureVertices(tool, vertices, view.spatialReference, unit);
    shape.geometry = drawing;
    shape.symbol =
      drawing?.type === 'polygon' ? symbols.fill : tool === 'area' ? symbols.outline : symbols.line;
    const text = value === null ? null : await formatMeasurement(value, unit);
    if (current === version) events.measured(text ? { text } : null);
  };

  return {
    /** Points are being added (the cross shows, keys belong to the sketch). */
    get drawing() {
      return vertices.length > 0 && !finished;
    },
    /** A point at the centre of the map; after a finished measurement, the first of a new one. */
    addPoint() {
      const centre = view.center;
      if (!centre) return;
      if (finished) {
        vertices = [];
        finished = false;
      }
      const last = vertices.at(-1);
      // The same place twice adds nothing to a length or an area.
      if (last && last[0] === centre.x && last[1] === centre.y) return;
      vertices.push([centre.x, centre.y]);
      void redraw();
    },
    removePoint() {
      if (finished || vertices.length === 0) return;
      vertices.pop();
      void redraw();
    },
    finish() {
      if (finished || vertices.length === 0) return;
      finished = true;
      void redraw();
    },
    setUnit(next: LengthUnit | AreaUnit) {
      unit = next;
      if (vertices.length > 0) void redraw();
    },
    /** Takes the measurement off the map (a measurement by mouse replaces it). */
    clear() {
      if (vertices.length === 0) return;
      version += 1;
      vertices = [];
      finished = false;
      view.graphics.removeMany(markers);
      markers = [];
      shape.geometry = null;
      preview.geometry = null;
      events.measureSketchChanged(null);
    },
    destroy() {
      version += 1;
      following.remove();
      view.graphics.removeMany([shape, preview, ...markers]);
    },
  };
}

export type MeasureSketchHandle = ReturnType<typeof createMeasureSketch>;
