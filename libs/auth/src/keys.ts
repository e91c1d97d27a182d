import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { exportPKCS8, exportSPKI, generateKeyPair, importPKCS8, importSPKI, type CryptoKey } from 'jose';
import { varDir } from '@shop/config';
import { ensureLocalInternalSecret } from './client-ip';

export const JWT_ALG = 'EdDSA';

function keyDir(): string {
  return path.join(varDir(), 'keys');
}

const privatePath = (): string => path.join(keyDir(), 'jwt-private.pem');
const publicPath = (): string => path.join(keyDir(), 'jwt-public.pem');

/**
 * Local development only: writes an Ed25519 key pair into var/keys when no keys are configured,
 * and the gateway's shared secret (client-ip.ts). Production passes JWT_PRIVATE_KEY (identity),
 * JWT_PUBLIC_KEY (everyone) as PEM and INTERNAL_SECRET.
 */
export async function ensureLocalKeyPair(): Promise<void> {
  ensureLocalInternalSecret();
  if (process.env.JWT_PUBLIC_KEY || existsSync(publicPath())) return;
  // A key pair made up by one replica would be unknown to every other process: refuse instead.
  if (process.env.NODE_ENV === 'production') throw new Error('JWT_PRIVATE_KEY and JWT_PUBLIC_KEY must be set in production (node scripts/generate-keys.mjs)');
  const { privateKey, publicKey } = await generateKeyPair(JWT_ALG, { crv: 'Ed25519', extractable: true });
  mkdirSync(keyDir(), { recursive: true, mode: 0o700 });
  writeFileSync(privatePath(), await exportPKCS8(privateKey), { mode: 0o600 });
  writeFileSync(publicPath(), await exportSPKI(publicKey), { mode: 0o644 });
}

function readPem(envName: string, file: string): string {
  const fromEnv = process.env[envName];
  if (fromEnv) return fromEnv.replace(/\\n/g, '\n');
  if (!existsSync(file)) throw new Error(`${envName} is not set and ${file} does not exist (run npm start once to create local keys)`);
  return readFileSync(file, 'utf8');
}

export async function loadPublicKey(): Promise<CryptoKey> {
  return importSPKI(readPem('JWT_PUBLIC_KEY', publicPath()), JWT_ALG);
}

export async function loadPrivateKey(): Promise<CryptoKey> {
  return importPKCS8(readPem('JWT_PRIVATE_KEY', privatePath()), JWT_ALG);
}
