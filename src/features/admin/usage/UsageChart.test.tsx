import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { styledTheme } from '../../../app/theme/styledTheme';
import { Chart } from './chartJsDouble';
import { usageChartConfig } from './chartConfig';
import { resolveToken } from './themeColour';
import { UsageChart, type UsageChartProps } from './UsageChart';

// jsdom has no canvas: chart.js is replaced by a double that records what would be drawn.
jest.mock('chart.js', () => jest.requireActual('./chartJsDouble'));

const props: UsageChartProps = {
  label: 'Bar chart of page views per day',
  describedBy: 'summary',
  height: 200,
  labels: ['Mar 1', 'Mar 2', 'Mar 3'],
  values: [4, 0, 3],
  name: 'Page views',
  direction: 'vertical',
  language: 'en',
};

const draw = (overrides: Partial<UsageChartProps> = {}) => (
  <ThemeProvider theme={styledTheme}>
    <UsageChart {...props} {...overrides} />
  </ThemeProvider>
);

afterEach(() => Chart.reset());

describe('the usage chart', () => {
  it('registers only the bar chart parts it draws with', () => {
    expect(Chart.registered.map((part) => (part as { id: string }).id).sort()).toEqual([
      'bar',
      'barElement',
      'category',
      'linear',
      'tooltip',
    ]);
  });

  it('draws the figures on a canvas named for assistive technology', () => {
    render(draw());
    const canvas = screen.getByRole('img', { name: 'Bar chart of page views per day' });
    expect(canvas.tagName).toBe('CANVAS');
    expect(canvas).toHaveAttribute('aria-describedby', 'summary');
    const [chart] = Chart.live();
    expect(chart?.canvas).toBe(canvas);
    expect(chart?.data.labels).toEqual(['Mar 1', 'Mar 2', 'Mar 3']);
    expect(chart?.data.datasets[0]).toEqual(
      expect.objectContaining({ label: 'Page views', data: [4, 0, 3] }),
    );
    // Outside a FluentProvider the theme's CSS variables are unset: the spec's primary green.
    expect(chart?.data.datasets[0]?.backgroundColor).toBe('#009969');
  });

  it('gives the same chart new figures, and leaves it alone when they are the same', () => {
    const { rerender } = render(draw());
    const [chart] = Chart.live();
    expect(chart?.updates).toBe(1); // made empty, then shown its figures
    rerender(draw({ labels: [...props.labels], values: [...props.values] }));
    expect(chart?.updates).toBe(1);

    rerender(draw({ labels: ['Mar 4'], values: [9] }));
    expect(Chart.made).toHaveLength(1);
    expect(chart?.updates).toBe(2);
    expect(chart?.data.labels).toEqual(['Mar 4']);
    expect(chart?.data.datasets[0]?.data).toEqual([9]);
  });

  it('destroys the chart when it leaves the page, and draws anew for another direction', () => {
    const { rerender, unmount } = render(draw());
    rerender(draw({ direction: 'horizontal' }));
    expect(Chart.made).toHaveLength(2);
    expect(Chart.made[0]?.destroyed).toBe(true);
    expect(Chart.live()[0]?.config.options?.indexAxis).toBe('y');
    expect(Chart.live()[0]?.data.datasets[0]?.data).toEqual([4, 0, 3]);
    unmount();
    expect(Chart.live()).toHaveLength(0);
  });
});

describe('the chart configuration', () => {
  const look = { bar: '#00875d', barHover: '#007651', text: '#424242', grid: '#e0e0e0', font: 'F' };
  const series = { labels: ['Home', 'Projects'], values: [2, 5], name: 'Page views' };

  it('puts counts on a linear axis from zero in whole numbers, in the theme look', () => {
    const config = usageChartConfig(
      series,
      { direction: 'horizontal', language: 'de', animate: true },
      look,
    );
    expect(config.type).toBe('bar');
    expect(config.options?.indexAxis).toBe('y');
    expect(config.options?.locale).toBe('de');
    expect(config.options?.scales?.x).toEqual(
      expect.objectContaining({
        beginAtZero: true,
        ticks: expect.objectContaining({ precision: 0 }),
      }),
    );
    expect(config.options?.animation).toBeUndefined();
    expect(config.data.datasets[0]).toEqual(
      expect.objectContaining({ data: [2, 5], backgroundColor: '#00875d' }),
    );
  });

  it('does not animate for visitors who asked for reduced motion', () => {
    const config = usageChartConfig(
      series,
      { direction: 'vertical', language: 'en', animate: false },
      look,
    );
    expect(config.options?.indexAxis).toBe('x');
    expect(config.options?.scales?.y).toEqual(expect.objectContaining({ beginAtZero: true }));
    expect(config.options?.animation).toBe(false);
  });
});

describe('theme tokens on a canvas', () => {
  it('reads a CSS variable of the element, and falls back when it is not set', () => {
    const element = document.createElement('div');
    element.style.setProperty('--colorBrandBackground', '#00875d');
    document.body.append(element);
    expect(resolveToken(element, 'var(--colorBrandBackground)', '#009969')).toBe('#00875d');
    expect(resolveToken(element, 'var(--colorNeutralStroke2)', '#e0e0e0')).toBe('#e0e0e0');
    expect(resolveToken(element, '#123456', '#e0e0e0')).toBe('#123456');
    element.remove();
  });
});
