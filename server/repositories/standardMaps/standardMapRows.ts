import type { Selectable } from 'kysely';
import type { StandardMapCategory, StandardMapSource } from '../../../contracts/standardMapFields';
import type {
  StandardMapEditionsTable,
  StandardMapFilesTable,
  StandardMapsTable,
} from '../../db/schema';

/** One PDF of an edition, as stored (`{position}.pdf` in the edition's folder). */
export interface StoredFile {
  position: number;
  sizeName: string;
  widthPt: number;
  heightPt: number;
  pages: number;
  bytes: number;
  sha256: string;
}

export interface StoredEdition {
  id: string;
  mapId: string;
  date: string;
  source: StandardMapSource;
  createdAt: string;
  createdBy: string;
  thumbnailBytes: number;
  previewBytes: number;
  files: StoredFile[];
}

/** A map with its current edition; links are made by the routes, which know who asks. */
export interface StoredMap {
  id: string;
  source: StandardMapSource;
  title: string;
  category: StandardMapCategory;
  district: number | null;
  county: { fips: string; name: string } | null;
  description: string;
  published: boolean;
  createdAt: string;
  createdBy: string;
  updatedAt: string;
  updatedBy: string;
  current: StoredEdition;
}

export type MapRow = Selectable<StandardMapsTable>;
export type EditionRow = Selectable<StandardMapEditionsTable>;
export type FileRow = Selectable<StandardMapFilesTable>;

export function toFile(row: FileRow): StoredFile {
  return {
    position: row.position,
    sizeName: row.size_name,
    widthPt: Number(row.width_pt),
    heightPt: Number(row.height_pt),
    pages: row.pages,
    bytes: Number(row.bytes),
    sha256: row.sha256,
  };
}

export function toEdition(row: EditionRow, files: FileRow[]): StoredEdition {
  return {
    id: row.id,
    mapId: row.map_id,
    date: row.edition_date,
    source: row.source,
    createdAt: row.created_at,
    createdBy: row.created_by,
    thumbnailBytes: row.thumbnail_bytes,
    previewBytes: row.preview_bytes,
    files: files
      .filter((file) => file.edition_id === row.id)
      .sort((a, b) => a.position - b.position)
      .map(toFile),
  };
}

export function toMap(row: MapRow, current: StoredEdition): StoredMap {
  return {
    id: row.id,
    source: row.source,
    title: row.title,
    category: row.category as StandardMapCategory,
    district: row.district,
    county:
      row.county_fips && row.county_name ? { fips: row.county_fips, name: row.county_name } : null,
    description: row.description,
    published: row.published === 1,
    createdAt: row.created_at,
    createdBy: row.created_by,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
    current,
  };
}

/** `District 2` → `district 000002`: text order is then the order a reader expects. */
export function sortTitle(title: string): string {
  return title.toLowerCase().replace(/\d+/g, (digits) => digits.padStart(6, '0'));
}

/** What `q` searches: title, category, district, county and description, lower case. */
export function searchText(map: {
  title: string;
  category: string;
  district: number | null;
  countyName: string | null;
  description: string;
}): string {
  return [
    map.title,
    map.category,
    map.district === null ? '' : `district ${map.district}`,
    map.countyName ? `${map.countyName} county` : '',
    map.description,
  ]
    .join(' ')
    .toLowerCase();
}
