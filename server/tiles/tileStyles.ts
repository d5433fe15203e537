/** How each basemap style paints the geography. Every colour of the tiles is here. */
export interface TileStyle {
  /** Beyond the U.S. states: lakes, the sea, the neighbouring countries. */
  background: string;
  otherLand: string;
  otherBorder: string;
  stateLand: string;
  countyLine: string;
  stateLine: string;
  /** Fills of the districts, by district number (cycled); none for a plain style. */
  districtFills?: readonly string[];
  districtLine?: string;
  label: string;
  halo: string;
}

const LIGHT: TileStyle = {
  background: '#d6e0e6',
  otherLand: '#ecebe6',
  otherBorder: '#c5c4bc',
  stateLand: '#fbfbf8',
  countyLine: '#c4c4bb',
  stateLine: '#85857d',
  label: '#5d5d58',
  halo: '#fbfbf8',
};

export const TILE_STYLES = {
  'light-gray': LIGHT,
  'dark-gray': {
    background: '#1b2023',
    otherLand: '#2a2e32',
    otherBorder: '#41464b',
    stateLand: '#33383d',
    countyLine: '#4d5358',
    stateLine: '#8c9296',
    label: '#b9bec2',
    halo: '#33383d',
  },
  // Twelve soft tints, neighbours apart in hue (districts are numbered north to south).
  districts: {
    ...LIGHT,
    stateLand: '#ffffff',
    countyLine: '#ffffff',
    districtFills: [
      '#cfe8dc',
      '#f5dcc0',
      '#d6dcf2',
      '#f2d4dc',
      '#e2ecc4',
      '#d3e7ef',
      '#eedec9',
      '#e0d4ee',
      '#cce6e0',
      '#f0e6bd',
      '#dbe3d0',
      '#ecd2c9',
    ],
    districtLine: '#2f6b57',
    label: '#2f4a40',
    halo: '#ffffff',
  },
} satisfies Record<string, TileStyle>;

export type TileStyleName = keyof typeof TILE_STYLES;
export const TILE_STYLE_NAMES = Object.keys(TILE_STYLES) as TileStyleName[];

export const isTileStyle = (name: string): name is TileStyleName =>
  Object.hasOwn(TILE_STYLES, name);
