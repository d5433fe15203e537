import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import {
  usageChartConfig,
  type ChartLook,
  type ChartOptions,
  type ChartSeries,
} from './chartConfig';

// Only what the usage charts draw, so the rest of chart.js stays out of the admin chunk:
// bar charts on a category axis and a linear axis, with tooltips (no legend: each chart has
// one series, named by its heading).
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export interface BarChart {
  /** Shows these figures; nothing is redrawn when they are the ones already shown. */
  show(series: ChartSeries): void;
  destroy(): void;
}

const same = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/** A live chart.js bar chart on `canvas`, empty until it is shown figures. */
export function drawBarChart(
  canvas: HTMLCanvasElement,
  options: ChartOptions,
  look: ChartLook,
): BarChart {
  const chart = new Chart(
    canvas,
    usageChartConfig({ labels: [], values: [], name: '' }, options, look),
  );
  return {
    show({ labels, values, name }) {
      const dataset = chart.data.datasets[0];
      if (!dataset) return;
      if (
        same(chart.data.labels ?? [], labels) &&
        same(dataset.data, values) &&
        dataset.label === name
      )
        return;
      chart.data.labels = [...labels];
      dataset.data = [...values];
      dataset.label = name;
      chart.update();
    },
    destroy() {
      chart.destroy();
    },
  };
}
