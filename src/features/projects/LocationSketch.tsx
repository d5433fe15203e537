import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ProjectGeometry } from '../../../contracts/projects';

const SIZE = 240;
const PAD = 24;

const Line = styled.polyline`
  fill: none;
  stroke: ${({ theme }) => theme.palette.primary};
  stroke-width: 5;
  stroke-linecap: round;
  stroke-linejoin: round;
`;

const Dot = styled.circle`
  fill: ${({ theme }) => theme.palette.primary};
  stroke: ${({ theme }) => theme.tokens.colorNeutralBackground1};
  stroke-width: 2;
`;

const Svg = styled.svg`
  width: 100%;
  max-width: ${SIZE}px;
  border: 1px solid ${({ theme }) => theme.tokens.colorNeutralStroke2};
  border-radius: ${({ theme }) => theme.tokens.borderRadiusMedium};
  background: ${({ theme }) => theme.tokens.colorNeutralBackground3};
`;

/**
 * A small sketch of where the project lies, drawn without the mapping library: its line or
 * point scaled into the box (longitude shrunk by the cosine of the latitude), north up.
 */
export function LocationSketch({ geometry }: { geometry: ProjectGeometry }) {
  const { t } = useTranslation('projects');
  const points = geometry.type === 'Point' ? [geometry.coordinates] : geometry.coordinates;
  const lats = points.map(([, lat]) => lat);
  const cos = Math.cos(((Math.min(...lats) + Math.max(...lats)) / 2) * (Math.PI / 180));
  const xs = points.map(([lon]) => lon * cos);
  const [minX, maxX, minY, maxY] = [
    Math.min(...xs),
    Math.max(...xs),
    Math.min(...lats),
    Math.max(...lats),
  ];
  const span = Math.max(maxX - minX, maxY - minY) || 1;
  const scale = (SIZE - 2 * PAD) / span;
  const project = ([lon, lat]: [number, number]) =>
    [
      PAD + (lon * cos - minX) * scale + (SIZE - 2 * PAD - (maxX - minX) * scale) / 2,
      PAD + (maxY - lat) * scale + (SIZE - 2 * PAD - (maxY - minY) * scale) / 2,
    ] as const;
  return (
    <Svg viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-label={t('details.sketchLabel')}>
      {geometry.type === 'Point' ? (
        <Dot cx={project(geometry.coordinates)[0]} cy={project(geometry.coordinates)[1]} r={7} />
      ) : (
        <Line points={geometry.coordinates.map((c) => project(c).join(',')).join(' ')} />
      )}
      <text x={SIZE - 16} y={22} textAnchor="middle" fontSize={14} fontWeight={700}>
        N
      </text>
      <path d={`M${SIZE - 16} 26 l-5 12 h10 z`} fill="currentColor" />
    </Svg>
  );
}
