import { randomInt } from 'node:crypto';

// No look-alike characters (0/O, 1/l/I): the password is read from an e-mail and typed by hand.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/** 10 characters from 56: about 58 bits, drawn with a CSPRNG. */
export function temporaryPassword(length = 10): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

export const TEMPORARY_PASSWORD_TTL_MS = 15 * 60 * 1000;
