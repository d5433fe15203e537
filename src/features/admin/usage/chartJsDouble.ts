import type { UsageChartConfig } from './chartConfig';

/**
 * A test double of chart.js, for jsdom, which has no canvas to draw on. It records each chart
 * made, its configuration and what was done to it, so tests can assert what would be drawn.
 * Used only by tests: `jest.mock('chart.js', () => jest.requireActual('./chartJsDouble'))`.
 */
export class Chart {
  static readonly made: Chart[] = [];
  static readonly registered: unknown[] = [];

  static register(...items: unknown[]) {
    Chart.registered.push(...items);
  }

  /** The charts not yet destroyed. */
  static live(): Chart[] {
    return Chart.made.filter((chart) => !chart.destroyed);
  }

  static reset() {
    Chart.made.splice(0);
  }

  readonly data: UsageChartConfig['data'];
  updates = 0;
  destroyed = false;

  constructor(
    readonly canvas: HTMLCanvasElement,
    readonly config: UsageChartConfig,
  ) {
    this.data = config.data;
    Chart.made.push(this);
  }

  update() {
    this.updates += 1;
  }

  destroy() {
    this.destroyed = true;
  }
}

export const BarController = { id: 'bar' };
export const BarElement = { id: 'barElement' };
export const CategoryScale = { id: 'category' };
export const LinearScale = { id: 'linear' };
export const Tooltip = { id: 'tooltip' };
