import './esriSetup';
import Color from '@arcgis/core/Color';
import CIMSymbol from '@arcgis/core/symbols/CIMSymbol';
import SimpleFillSymbol from '@arcgis/core/symbols/SimpleFillSymbol';
import SimpleLineSymbol from '@arcgis/core/symbols/SimpleLineSymbol';
import SimpleMarkerSymbol from '@arcgis/core/symbols/SimpleMarkerSymbol';
import Theme from '@arcgis/core/views/Theme';
import type MapView from '@arcgis/core/views/MapView';

/**
 * The symbols of a measurement made by keyboard: those Esri's measuring widgets draw with (the
 * view's theme colour), so a line or an area looks the same however its points were put down.
 */
export function measureSymbols(view: MapView) {
  const accent = (view.theme ?? new Theme()).accentColor;
  const [r, g, b] = accent.toRgb();
  const faded = (alpha: number) => new Color([r, g, b, alpha]);
  // The dark or light stroke that stands out on the accent colour (Esri's dashes over it).
  const contrast: [number, number, number, number] =
    (r * 299 + g * 587 + b * 114) / 1000 >= 128 ? [0, 0, 0, 255] : [255, 255, 255, 255];
  return {
    line: new CIMSymbol({
      data: {
        type: 'CIMSymbolReference',
        symbol: {
          type: 'CIMLineSymbol',
          symbolLayers: [
            {
              type: 'CIMSolidStroke',
              effects: [
                {
                  type: 'CIMGeometricEffectDashes',
                  dashTemplate: [14, 12],
                  lineDashEnding: 'FullGap',
                },
              ],
              enable: true,
              capStyle: 'Butt',
              joinStyle: 'Round',
              width: 3.5,
              color: contrast,
            },
            {
              type: 'CIMSolidStroke',
              enable: true,
              capStyle: 'Butt',
              joinStyle: 'Round',
              width: 5,
              color: [r, g, b, 255],
            },
          ],
        },
      },
    }),
    fill: new SimpleFillSymbol({ color: faded(0.3), outline: { color: accent, width: 2 } }),
    outline: new SimpleLineSymbol({ color: accent, width: 2 }),
    vertex: new SimpleMarkerSymbol({
      style: 'circle',
      color: faded(0.5),
      size: 8,
      outline: { color: accent, width: 1 },
    }),
    /** From the last point to the cross at the centre: where the next point would go. */
    preview: new SimpleLineSymbol({ color: accent, width: 1.5, style: 'short-dash' }),
  };
}

export type MeasureSymbols = ReturnType<typeof measureSymbols>;
