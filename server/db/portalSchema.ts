/** The local portal's tables (server/portal): its users, groups, items, files, apps and OAuth. */

export interface PortalUsersTable {
  username: string;
  /** 32 hexadecimal digits; PortalUser URLs are built from it. */
  id: string;
  full_name: string;
  email: string;
  /** `scrypt$N$r$p$salt$hash` (base64 salt and hash). */
  password_hash: string;
  role: 'org_admin' | 'org_publisher' | 'org_user';
  user_type: string;
  access: 'private' | 'org' | 'public';
  /** The interface language the user chose (one of the app's 41 codes); NULL when never chosen. */
  culture: string | null;
  created_at: string;
  modified_at: string;
}

export interface PortalGroupsTable {
  id: string;
  title: string;
  owner: string;
  access: 'private' | 'org' | 'public';
  snippet: string;
  description: string;
  tags: string;
  thumbnail: string | null;
  is_invitation_only: number;
  sort_field: string;
  sort_order: string;
  featured_rank: number | null;
  created_at: string;
  modified_at: string;
}

export interface PortalGroupMembersTable {
  group_id: string;
  username: string;
  member_type: 'owner' | 'admin' | 'member';
}

export interface PortalItemsTable {
  id: string;
  owner: string;
  title: string;
  type: string;
  type_keywords: string;
  name: string | null;
  snippet: string;
  description: string;
  tags: string;
  thumbnail: string | null;
  url: string | null;
  access: 'private' | 'shared' | 'org' | 'public';
  /** `[[xmin,ymin],[xmax,ymax]]` in WGS84, JSON. */
  extent: string | null;
  /** What `/data` answers, as stored (JSON for web maps). */
  data: string | null;
  created_at: string;
  modified_at: string;
}

export interface PortalItemGroupsTable {
  item_id: string;
  group_id: string;
}

export interface PortalFilesTable {
  owner_type: 'portal' | 'item' | 'group';
  /** '' for the portal itself. */
  owner_id: string;
  /** 'info' holds thumbnails, 'resources' the resources. */
  folder: 'info' | 'resources';
  path: string;
  content_type: string;
  content_base64: string;
}

export interface PortalAppsTable {
  client_id: string;
  item_id: string;
  /** JSON list of redirect URIs; `http://localhost:*` stands for any port (redirectUris.ts). */
  redirect_uris: string;
}

export interface PortalTokensTable {
  /** SHA-256 hex of the token; the token itself is never stored. */
  token_hash: string;
  kind: 'access' | 'refresh' | 'generated';
  username: string;
  client_id: string | null;
  family_id: string;
  created_at: string;
  expires_at: string;
  revoked: number;
}

export interface PortalAuthCodesTable {
  code_hash: string;
  client_id: string;
  redirect_uri: string;
  username: string;
  code_challenge: string;
  code_challenge_method: string;
  /** Lifetime of the refresh token the code will give, in minutes. */
  refresh_minutes: number;
  expires_at: string;
  used: number;
}

// Projects (DESIGN §4). Dates are `YYYY-MM-DD` text, lists JSON text, geometry GeoJSON text.
