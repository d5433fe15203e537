import {
  AppsRegular,
  DatabaseRegular,
  DocumentPdfRegular,
  DocumentSearchRegular,
  MapRegular,
  QuestionCircleRegular,
} from '@fluentui/react-icons';
import type { ComponentType } from 'react';

/** One tile of the home page per function of TIMS; texts are `home:tiles.{key}.*`. */
export interface FunctionTile {
  key: 'projects' | 'map' | 'standardMaps' | 'mapViewers' | 'data' | 'support';
  path: string;
  Icon: ComponentType<{ 'aria-hidden'?: boolean }>;
}

export const FUNCTION_TILES: readonly FunctionTile[] = [
  { key: 'projects', path: '/projects', Icon: DocumentSearchRegular },
  { key: 'map', path: '/map', Icon: MapRegular },
  { key: 'standardMaps', path: '/maps', Icon: DocumentPdfRegular },
  { key: 'mapViewers', path: '/mapviewers', Icon: AppsRegular },
  { key: 'data', path: '/data', Icon: DatabaseRegular },
  { key: 'support', path: '/support', Icon: QuestionCircleRegular },
];
