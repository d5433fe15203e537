import './esriSetup';
import Theme from '@arcgis/core/views/Theme';
import type MapView from '@arcgis/core/views/MapView';

const SIZE = 48;
const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * The cross at the centre of the map where a point measured by keyboard goes: drawn over the
 * map, dark on a white halo with a dot of the view's theme colour in the middle, hidden
 * from assistive technology (the panel and the live region say what it does) and from the mouse.
 */
export function createMeasureCrosshair(view: MapView) {
  const accent = (view.theme ?? new Theme()).accentColor.toHex();
  const element = document.createElement('div');
  element.className = 'tims-measure-crosshair';
  element.setAttribute('aria-hidden', 'true');
  Object.assign(element.style, {
    position: 'absolute',
    top: '50%',
    left: '50%',
    width: `${SIZE}px`,
    height: `${SIZE}px`,
    // The middle of the cross on the middle of the view (physical: the map does not mirror).
    translate: '-50% -50%',
    pointerEvents: 'none',
    display: 'none',
  });
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', `0 0 ${SIZE} ${SIZE}`);
  svg.setAttribute('width', String(SIZE));
  svg.setAttribute('height', String(SIZE));
  const half = SIZE / 2;
  // Four arms with a gap in the middle, so the exact spot stays visible, and a dot on it.
  const arms = `M${half} 2V${half - 5}M${half} ${half + 5}V${SIZE - 2}M2 ${half}H${half - 5}M${half + 5} ${half}H${SIZE - 2}`;
  // Dark on a white halo: it stands out on the light and the dark basemap and on busy layers.
  for (const [stroke, width] of [
    ['white', 6],
    ['#202020', 2.5],
  ] as const) {
    const path = document.createElementNS(SVG_NS, 'path');
    path.setAttribute('d', arms);
    path.setAttribute('stroke', stroke);
    path.setAttribute('stroke-width', String(width));
    path.setAttribute('stroke-linecap', 'round');
    path.setAttribute('fill', 'none');
    svg.append(path);
  }
  const dot = document.createElementNS(SVG_NS, 'circle');
  dot.setAttribute('cx', String(half));
  dot.setAttribute('cy', String(half));
  dot.setAttribute('r', '3.5');
  dot.setAttribute('fill', accent);
  dot.setAttribute('stroke', 'white');
  dot.setAttribute('stroke-width', '1.5');
  svg.append(dot);
  element.append(svg);
  view.ui.add(element, 'manual');

  return {
    show(visible: boolean) {
      element.style.display = visible ? 'block' : 'none';
    },
    destroy() {
      view.ui.remove(element);
      element.remove();
    },
  };
}
