import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ProjectGeometry } from '../../../contracts/projects';
import type { CountyOutline } from './projectsApi';

const SIZE = 260;
const PAD = 16;

type Position = [number, number];

const Outline = styled.path`
  fill: ${({ theme }) => theme.tokens.colorNeutralBackground1};
  stroke: ${({ theme }) => theme.tokens.colorNeutralStroke1};
  stroke-width: 1.5;
  stroke-linejoin: round;
`;

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

const Name = styled.text`
  fill: ${({ theme }) => theme.tokens.colorNeutralForeground3};
  font-size: 12px;
`;

const Svg = styled.svg`
  width: 100%;
  max-width: ${SIZE}px;
  border: 1px solid ${({ theme }) => theme.tokens.colorNeutralStroke2};
  border-radius: ${({ theme }) => theme.tokens.borderRadiusMedium};
  background: ${({ theme }) => theme.tokens.colorNeutralBackground3};
`;

export interface LocationSketchProps {
  geometry: ProjectGeometry;
  /** The outlines of the project's counties; the sketch shows the project alone until they come. */
  counties: CountyOutline[];
}

/**
 * A small sketch of where the project lies in its counties, drawn without the mapping library:
 * county outlines and the project's line or point, longitude shrunk by the cosine of the
 * latitude so shapes keep their proportions, north up.
 */
export function LocationSketch({ geometry, counties }: LocationSketchProps) {
  const { t } = useTranslation('projects');
  const own: Position[] = geometry.type === 'Point' ? [geometry.coordinates] : geometry.coordinates;
  const rings = counties.flatMap((county) => county.rings);
  const all = [...own, ...rings.flat()];
  const lats = all.map(([, lat]) => lat);
  const cos = Math.cos(((Math.min(...lats) + Math.max(...lats)) / 2) * (Math.PI / 180));
  const xs = all.map(([lon]) => lon * cos);
  const [minX, maxX, minY, maxY] = [
    Math.min(...xs),
    Math.max(...xs),
    Math.min(...lats),
    Math.max(...lats),
  ];
  // A point alone gets a box of about ten kilometres around it.
  const span = Math.max(maxX - minX, maxY - minY) || 0.1;
  const scale = (SIZE - 2 * PAD) / span;
  const offsetX = (SIZE - 2 * PAD - (maxX - minX) * scale) / 2;
  const offsetY = (SIZE - 2 * PAD - (maxY - minY) * scale) / 2;
  const project = ([lon, lat]: Position): Position => [
    PAD + offsetX + (lon * cos - minX) * scale,
    PAD + offsetY + (maxY - lat) * scale,
  ];
  const path = (ring: Position[]) =>
    `M${ring
      .map((position) =>
        project(position)
          .map((v) => v.toFixed(1))
          .join(' '),
      )
      .join('L')}Z`;
  const names = counties.map((county) => county.name).join(', ');

  return (
    <Svg
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      role="img"
      aria-label={names ? t('details.sketchIn', { counties: names }) : t('details.sketchLabel')}
    >
      {counties.map((county) => (
        <g key={county.fips}>
          <Outline d={county.rings.map(path).join(' ')} fillRule="evenodd" />
          <Name x={project(county.labelAt)[0]} y={project(county.labelAt)[1]} textAnchor="middle">
            {county.name}
          </Name>
        </g>
      ))}
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
