/**
 * The portal's organisation as TIMS keeps it (spec §3 "Portal"): the JSON of portals/self,
 * serializable, without `user` (kept apart) and never a token.
 */
export interface PortalInfo {
  id?: string;
  name?: string;
  access?: string;
  allSSL?: boolean;
  culture?: string;
  units?: string;
  region?: string;
  portalHostname?: string;
  portalMode?: string;
  thumbnail?: string | null;
  description?: string | null;
  featuredGroups?: { title: string; owner: string }[];
  basemapGalleryGroupQuery?: string;
  defaultBasemap?: unknown;
  defaultExtent?: unknown;
  helperServices?: unknown;
  homePageFeaturedContent?: string;
  maxTokenExpirationMinutes?: number;
  [field: string]: unknown;
}

export interface PortalGroupRef {
  id: string;
  title: string;
}

/** The signed-in user (spec §3): username, full name, thumbnail and groups. */
export interface PortalUser {
  username: string;
  fullName: string;
  thumbnailUrl: string | null;
  groups: PortalGroupRef[];
}

/** The JSON of community/self and community/users/{username} that TIMS reads. */
export interface PortalUserJson {
  username: string;
  fullName?: string;
  /** The account's organisation; TIMS signs in accounts of its portal's own only. */
  orgId?: string;
  thumbnail?: string | null;
  groups?: { id: string; title: string }[];
}

/** portals/self/settings (contract §2.4): TIMS shows the informational banner. */
export interface PortalSettings {
  informationalBanner?: {
    enabled?: boolean;
    text?: string;
    bgColor?: string;
    fontColor?: string;
  };
  [field: string]: unknown;
}

/** One entry of portals/regions. */
export interface PortalRegion {
  region: string;
  localizedName: string;
  defaultLanguage?: string;
}

/** One category tree of portals/self/categorySchema. */
export interface PortalCategorySchema {
  title: string;
  categories?: PortalCategorySchema[];
  [field: string]: unknown;
}

/** portals/self/classification/classificationSchema: kept as the portal sends it. */
export type PortalClassificationSchema = Record<string, unknown>;
