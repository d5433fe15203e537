import type { ChartConfiguration } from 'chart.js';

/** The theme's colours and font as a canvas needs them: plain values, no CSS variables. */
export interface ChartLook {
  bar: string;
  barHover: string;
  text: string;
  grid: string;
  font: string;
}

export interface ChartSeries {
  /** Category labels (days or pages) and their values, in the same order. */
  labels: readonly string[];
  values: readonly number[];
  /** The series' name in the tooltip, e.g. "Page views". */
  name: string;
}

export interface ChartOptions {
  /** Bars up from the category axis (days), or across from it (pages). */
  direction: 'vertical' | 'horizontal';
  /** The interface language, for the numbers on the axis and in the tooltip. */
  language: string;
  /** False when the visitor asked for reduced motion. */
  animate: boolean;
}

export type UsageChartConfig = ChartConfiguration<'bar', number[], string>;

/** A one-series bar chart of counts in the theme's look. */
export function usageChartConfig(
  series: ChartSeries,
  { direction, language, animate }: ChartOptions,
  look: ChartLook,
): UsageChartConfig {
  const font = { family: look.font };
  const countAxis = {
    beginAtZero: true,
    ticks: { precision: 0, color: look.text, font },
    grid: { color: look.grid },
    border: { color: look.grid },
  };
  const categoryAxis = {
    ticks: { color: look.text, font, autoSkip: true, maxRotation: 0 },
    grid: { display: false },
    border: { color: look.grid },
  };
  return {
    type: 'bar',
    data: {
      labels: [...series.labels],
      datasets: [
        {
          label: series.name,
          data: [...series.values],
          backgroundColor: look.bar,
          hoverBackgroundColor: look.barHover,
          borderRadius: 2,
          maxBarThickness: 40,
        },
      ],
    },
    options: {
      indexAxis: direction === 'horizontal' ? 'y' : 'x',
      responsive: true,
      maintainAspectRatio: false,
      ...(!animate && { animation: false as const }),
      locale: language,
      scales:
        direction === 'horizontal'
          ? { x: countAxis, y: categoryAxis }
          : { x: categoryAxis, y: countAxis },
      plugins: {
        tooltip: { titleFont: font, bodyFont: font },
      },
    },
  };
}
