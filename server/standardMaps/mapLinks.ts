import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Edition, StandardMap, StandardMapDetails } from '../../contracts/standardMaps';
import type { StoredEdition, StoredMap } from '../repositories/standardMaps/standardMapRows';

export const MAP_LINKS_BASE = '/tims/api/standard-maps';

/** Links to an unpublished map's files last this long (rounded up to the next hour). */
const SIGNED_FOR_MS = 3_600_000;

/**
 * The links of the library's answers. Every file link names its edition, so it can be cached
 * for good. An unpublished map's files are for administrators only: their links carry an
 * expiry and an HMAC signature (a plain `<img>` or PDF viewer cannot send a token).
 */
export class MapLinks {
  constructor(private readonly key: () => Promise<Buffer>) {}

  private static sign(key: Buffer, mapId: string, editionId: string, expires: number): string {
    return createHmac('sha256', key).update(`${mapId}/${editionId}/${expires}`).digest('base64url');
  }

  /** True when `signature` signs this edition and has not expired. */
  async verify(
    mapId: string,
    editionId: string,
    expires: number | undefined,
    signature: string | undefined,
    now = Date.now(),
  ): Promise<boolean> {
    if (expires === undefined || !signature || expires * 1000 < now) return false;
    const expected = Buffer.from(MapLinks.sign(await this.key(), mapId, editionId, expires));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private async linksOf(map: StoredMap, edition: StoredEdition, now: number): Promise<Edition> {
    let access = '';
    if (!map.published) {
      // The same link for an hour, so a browser's cache of the images still serves.
      const expires = Math.ceil((now + SIGNED_FOR_MS) / SIGNED_FOR_MS) * (SIGNED_FOR_MS / 1000);
      const signature = MapLinks.sign(await this.key(), map.id, edition.id, expires);
      access = `&expires=${expires}&signature=${signature}`;
    }
    const base = `${MAP_LINKS_BASE}/${map.id}`;
    return {
      id: edition.id,
      date: edition.date,
      createdAt: edition.createdAt,
      source: edition.source,
      files: edition.files.map((file) => {
        const url = `${base}/file?edition=${edition.id}&size=${file.sizeName}${access}`;
        return {
          pageSize: { name: file.sizeName, widthPt: file.widthPt, heightPt: file.heightPt },
          pages: file.pages,
          bytes: file.bytes,
          url,
          downloadUrl: `${url}&download=true`,
        };
      }),
      thumbnailUrl: `${base}/thumbnail?edition=${edition.id}${access}`,
      previewUrl: `${base}/preview?edition=${edition.id}${access}`,
    };
  }

  async map(map: StoredMap, now = Date.now()): Promise<StandardMap> {
    return {
      id: map.id,
      title: map.title,
      category: map.category,
      district: map.district,
      county: map.county,
      description: map.description,
      source: map.source,
      published: map.published,
      edition: await this.linksOf(map, map.current, now),
      updatedAt: map.updatedAt,
    };
  }

  async details(
    map: StoredMap & { editions: StoredEdition[] },
    now = Date.now(),
  ): Promise<StandardMapDetails> {
    return {
      ...(await this.map(map, now)),
      editions: await Promise.all(map.editions.map((edition) => this.linksOf(map, edition, now))),
    };
  }
}
