import type { Db } from '../../db/createDatabase';
import type { PortalAuthCodesTable, PortalTokensTable } from '../../db/schema';
import { newSecret, sha256Hex } from '../secrets';

export type TokenKind = PortalTokensTable['kind'];

export interface IssueToken {
  kind: TokenKind;
  username: string;
  clientId: string | null;
  familyId: string;
  minutes: number;
}

export interface StoredToken {
  kind: TokenKind;
  username: string;
  clientId: string | null;
  familyId: string;
  createdAt: Date;
  expiresAt: Date;
  revoked: boolean;
}

export type NewCode = Omit<PortalAuthCodesTable, 'code_hash' | 'expires_at' | 'used'>;
export type StoredCode = Omit<PortalAuthCodesTable, 'code_hash'> & { codeHash: string };

/**
 * Tokens and authorization codes, stored by their SHA-256 only: whoever reads the database
 * (a backup, a support dump) cannot use them.
 */
export interface Tokens {
  /** Stores a new token and returns it with its expiry; the only time the token is known. */
  issue(token: IssueToken, now: Date): Promise<{ token: string; expiresAt: Date }>;
  find(token: string): Promise<StoredToken | undefined>;
  /** False when the token is unknown or was already revoked (two refreshes racing). */
  revoke(token: string): Promise<boolean>;
  revokeFamily(familyId: string): Promise<void>;
  /** Test hook: the token expires now. */
  expire(token: string, now: Date): Promise<boolean>;
  createCode(code: NewCode, minutes: number, now: Date): Promise<string>;
  findCode(code: string): Promise<StoredCode | undefined>;
  /** Marks the code used; false when it already was (two exchanges racing). */
  useCode(codeHash: string): Promise<boolean>;
}

const later = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000);

export function tokens(db: Db): Tokens {
  const byToken = (token: string) =>
    db.updateTable('portal_tokens').where('token_hash', '=', sha256Hex(token));

  return {
    async issue(token, now) {
      const value = newSecret();
      const expiresAt = later(now, token.minutes);
      await db
        .insertInto('portal_tokens')
        .values({
          token_hash: sha256Hex(value),
          kind: token.kind,
          username: token.username,
          client_id: token.clientId,
          family_id: token.familyId,
          created_at: now.toISOString(),
          expires_at: expiresAt.toISOString(),
          revoked: 0,
        })
        .execute();
      return { token: value, expiresAt };
    },
    async find(token) {
      const row = await db
        .selectFrom('portal_tokens')
        .selectAll()
        .where('token_hash', '=', sha256Hex(token))
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        kind: row.kind,
        username: row.username,
        clientId: row.client_id,
        familyId: row.family_id,
        createdAt: new Date(row.created_at),
        expiresAt: new Date(row.expires_at),
        revoked: row.revoked === 1,
      };
    },
    async revoke(token) {
      const result = await byToken(token)
        .where('revoked', '=', 0)
        .set({ revoked: 1 })
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    async revokeFamily(familyId) {
      await db
        .updateTable('portal_tokens')
        .set({ revoked: 1 })
        .where('family_id', '=', familyId)
        .execute();
    },
    async expire(token, now) {
      const past = new Date(now.getTime() - 1000).toISOString();
      const result = await byToken(token).set({ expires_at: past }).executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    async createCode(code, minutes, now) {
      const value = newSecret();
      await db
        .insertInto('portal_auth_codes')
        .values({
          ...code,
          code_hash: sha256Hex(value),
          expires_at: later(now, minutes).toISOString(),
          used: 0,
        })
        .execute();
      return value;
    },
    async findCode(code) {
      const row = await db
        .selectFrom('portal_auth_codes')
        .selectAll()
        .where('code_hash', '=', sha256Hex(code))
        .executeTakeFirst();
      if (!row) return undefined;
      const { code_hash, ...rest } = row;
      return { ...rest, codeHash: code_hash };
    },
    async useCode(codeHash) {
      const result = await db
        .updateTable('portal_auth_codes')
        .set({ used: 1 })
        .where('code_hash', '=', codeHash)
        .where('used', '=', 0)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}
