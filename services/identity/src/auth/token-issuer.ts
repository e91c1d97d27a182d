import { Injectable } from '@nestjs/common';
import type { CryptoKey } from 'jose';
import { loadPrivateKey, signAccessToken, type AuthUser } from '@shop/auth';

/** Signs access tokens with identity's EdDSA private key (everyone else verifies with the public key). */
@Injectable()
export class TokenIssuer {
  private key?: Promise<CryptoKey>;

  async issue(user: AuthUser): Promise<string> {
    this.key ??= loadPrivateKey().catch((err: unknown) => {
      this.key = undefined;
      throw err;
    });
    return signAccessToken(await this.key, user);
  }
}
