// Writes a fresh Ed25519 key pair for signing (identity) and verifying (everyone) tokens as
// env files for docker compose: <dir>/jwt.env (private + public) and <dir>/jwt-public.env.
import { generateKeyPairSync } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = path.resolve(process.argv[2] ?? '.secrets');
const { privateKey, publicKey } = generateKeyPairSync('ed25519');
const pem = (key, type) => key.export({ type, format: 'pem' }).toString().trim().replace(/\n/g, '\\n');
const pub = `JWT_PUBLIC_KEY="${pem(publicKey, 'spki')}"\n`;
mkdirSync(dir, { recursive: true, mode: 0o700 });
writeFileSync(path.join(dir, 'jwt.env'), `JWT_PRIVATE_KEY="${pem(privateKey, 'pkcs8')}"\n${pub}`, { mode: 0o600 });
writeFileSync(path.join(dir, 'jwt-public.env'), pub, { mode: 0o644 });
console.log(`wrote ${path.join(dir, 'jwt.env')} and ${path.join(dir, 'jwt-public.env')}`);
