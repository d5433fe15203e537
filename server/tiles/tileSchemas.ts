import { Type, type Static } from '@sinclair/typebox';
import { TILE_STYLE_NAMES } from './tileStyles';

/** Plain decimal digits, no sign, no leading zero: one address per tile, for every cache. */
const index = (description: string) =>
  Type.String({ pattern: '^(0|[1-9][0-9]{0,4})$', description });

/**
 * `/tiles/{style}/{z}/{x}/{y}.png`. A style of the right form that TIMS does not draw is a
 * 404 (the route answers it), a malformed one a 400; x and y past the level's last tile are
 * checked by the route, as the bound depends on z.
 */
export const TileParams = Type.Object(
  {
    style: Type.String({
      pattern: '^[a-z][a-z0-9-]{0,39}$',
      description: `A basemap style: ${TILE_STYLE_NAMES.join(', ')}`,
    }),
    z: Type.String({ pattern: '^([0-9]|1[0-4])$', description: 'Zoom level, 0 to 14' }),
    x: index('Column from the west, 0 to 2^z − 1'),
    y: index('Row from the north, 0 to 2^z − 1'),
  },
  { additionalProperties: false },
);
export type TileParams = Static<typeof TileParams>;
