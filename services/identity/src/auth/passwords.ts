import { randomBytes } from 'node:crypto';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import argon2 from 'argon2';

/**
 * OWASP's recommended argon2id configuration (19 MiB, 2 passes, 1 lane): tens of milliseconds per
 * hash, so sign-in stays responsive under load while guessing stays expensive. The parameters are
 * stored in each hash, so raising them later keeps old hashes verifiable.
 */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * argon2id hashing (OWASP's first choice). `verifyOrWaste` runs one verification even when there
 * is no account, so "unknown e-mail" and "wrong password" take the same time.
 */
@Injectable()
export class PasswordHasher implements OnApplicationBootstrap {
  private dummy?: Promise<string>;

  /** The throw-away hash is made at start, so even the first unknown e-mail costs the usual time. */
  onApplicationBootstrap(): void {
    this.dummy ??= this.hash(randomBytes(16).toString('hex'));
  }

  hash(plain: string): Promise<string> {
    return argon2.hash(plain, ARGON2_OPTIONS);
  }

  async verify(hash: string, plain: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, plain);
    } catch {
      return false; // a malformed stored hash never matches
    }
  }

  /** Verifies against `hash`, or against a throw-away hash when there is none; false then. */
  async verifyOrWaste(hash: string | undefined, plain: string): Promise<boolean> {
    if (hash) return this.verify(hash, plain);
    this.dummy ??= this.hash(randomBytes(16).toString('hex'));
    await this.verify(await this.dummy, plain);
    return false;
  }

  /** A hash nobody knows the password of (accounts created by an external sign-in). */
  unusable(): Promise<string> {
    return this.hash(randomBytes(32).toString('base64url'));
  }
}
