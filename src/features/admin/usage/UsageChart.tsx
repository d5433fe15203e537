import { useEffect, useRef } from 'react';
import styled, { useTheme } from 'styled-components';
import { drawBarChart, type BarChart } from './barChart';
import type { ChartLook, ChartOptions, ChartSeries } from './chartConfig';
import { resolveToken } from './themeColour';

export interface UsageChartProps extends ChartSeries, Omit<ChartOptions, 'animate'> {
  /** The accessible name: to assistive technology the canvas is one image. */
  label: string;
  /** The id of the text that says what the chart shows (the tables hold every figure). */
  describedBy?: string;
  /** Height of the drawing in CSS pixels; the width follows the container. */
  height: number;
}

/** chart.js sizes a responsive canvas from its parent, which must be positioned and sized. */
const Frame = styled.div<{ $height: number }>`
  position: relative;
  width: 100%;
  height: ${({ $height }) => $height}px;
`;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * A bar chart drawn by chart.js on a canvas. The chart lives in this component: created on
 * mount in the theme's colours (again if the theme, direction or language change), given new
 * figures when they change, destroyed on unmount.
 */
export function UsageChart({
  label,
  describedBy,
  height,
  labels,
  values,
  name,
  direction,
  language,
}: UsageChartProps) {
  const theme = useTheme();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const chartRef = useRef<BarChart | null>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    const { tokens, palette } = theme;
    const look: ChartLook = {
      bar: resolveToken(canvas, tokens.colorBrandBackground, palette.primary),
      barHover: resolveToken(canvas, tokens.colorBrandBackgroundHover, palette.primary),
      text: resolveToken(canvas, tokens.colorNeutralForeground2, '#424242'),
      grid: resolveToken(canvas, tokens.colorNeutralStroke2, '#e0e0e0'),
      font: resolveToken(canvas, tokens.fontFamilyBase, 'sans-serif'),
    };
    const chart = drawBarChart(
      canvas,
      { direction, language, animate: !prefersReducedMotion() },
      look,
    );
    chartRef.current = chart;
    return () => {
      chart.destroy();
      chartRef.current = null;
    };
  }, [theme, direction, language]);

  // Declared after the effect that creates the chart, so a new chart is shown its figures too.
  useEffect(() => {
    chartRef.current?.show({ labels, values, name });
  }, [theme, direction, language, labels, values, name]);

  return (
    <Frame $height={height}>
      <canvas ref={canvasRef} role="img" aria-label={label} aria-describedby={describedBy}>
        {label}
      </canvas>
    </Frame>
  );
}
