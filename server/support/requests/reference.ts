import { randomBytes } from 'node:crypto';

/** Crockford's base 32: no I, L, O or U, so a reference read aloud or retyped stays itself. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `TIMS-7K3P9QXM`: 40 random bits, so references reveal nothing about how many there are. */
export function newReference(): string {
  const bytes = randomBytes(5);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let digits = '';
  for (let i = 0; i < 8; i += 1) {
    digits = ALPHABET[Number(bits & 31n)]! + digits;
    bits >>= 5n;
  }
  return `TIMS-${digits}`;
}
