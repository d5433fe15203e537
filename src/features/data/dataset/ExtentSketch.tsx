import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Outline } from '../datasetsApi';
import { sketchOf, type Extent } from './sketchProjection';

const WIDTH = 280;
const HEIGHT = 220;

const Svg = styled.svg`
  display: block;
  width: 100%;
  max-width: ${WIDTH}px;
  height: auto;
  border: 1px solid ${({ theme }) => theme.tokens.colorNeutralStroke2};
  border-radius: ${({ theme }) => theme.tokens.borderRadiusMedium};
  background: ${({ theme }) => theme.tokens.colorNeutralBackground3};
`;

const State = styled.path`
  fill: ${({ theme }) => theme.tokens.colorNeutralBackground1};
  stroke: ${({ theme }) => theme.tokens.colorNeutralStroke1};
  stroke-width: 1.2;
  stroke-linejoin: round;
`;

/** The outline again, above the extent, so the state's shape shows through it. */
const StateLine = styled.path`
  fill: none;
  stroke: ${({ theme }) => theme.tokens.colorNeutralForeground3};
  stroke-width: 1.2;
  stroke-linejoin: round;
`;

const Box = styled.rect`
  fill: ${({ theme }) => theme.palette.primary};
  fill-opacity: 0.12;
  stroke: ${({ theme }) => theme.palette.primary};
  stroke-width: 2;
  stroke-dasharray: 6 3;
`;

const Dot = styled.circle`
  fill: ${({ theme }) => theme.palette.primary};
`;

export interface ExtentSketchProps {
  extent: Extent;
  /** The state's outline; the sketch shows the extent alone until it comes (or if it fails). */
  outline: Outline;
  stateName: string;
}

/**
 * Where a dataset's features lie, drawn without the mapping library: the state's outline and
 * the extent's rectangle, longitude shrunk by the cosine of the latitude, north up.
 */
export function ExtentSketch({ extent, outline, stateName }: ExtentSketchProps) {
  const { t, i18n } = useTranslation('data');
  const sketch = sketchOf(extent, outline, WIDTH, HEIGHT);
  const degrees = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const [west, south, east, north] = extent.map((value) => degrees.format(value));
  const [x, y, width, height] = sketch.box;

  return (
    <figure style={{ margin: 0 }}>
      <Svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={t('extent.label', { state: stateName, west, south, east, north })}
      >
        {sketch.outline && <State d={sketch.outline} fillRule="evenodd" />}
        {width < 3 && height < 3 ? (
          <Dot cx={x + width / 2} cy={y + height / 2} r={5} />
        ) : (
          <Box x={x} y={y} width={Math.max(width, 2)} height={Math.max(height, 2)} />
        )}
        {sketch.outline && <StateLine d={sketch.outline} />}
        <text x={WIDTH - 16} y={22} textAnchor="middle" fontSize={13} fontWeight={700}>
          N
        </text>
        <path d={`M${WIDTH - 16} 26 l-5 12 h10 z`} fill="currentColor" />
      </Svg>
      <figcaption>{t('extent.caption', { west, south, east, north })}</figcaption>
    </figure>
  );
}
