// Creates the Ed25519 key pair that signs (identity) and verifies (everyone) access tokens, and the
// internal secret the gateway signs client addresses with (decision 0400), for deployments; a
// developer machine gets its own in var/keys on the first `npm start`.
//
//   node scripts/generate-keys.mjs [folder=.secrets] [--force]
//
// Writes into the folder (never commit it; .secrets/ is in .gitignore and .dockerignore):
//   jwt-private.pem, jwt-public.pem   the PEM pair (PKCS#8 / SPKI), e.g. for a Kubernetes Secret
//   jwt.env, jwt-public.env           the same as env files for docker-compose.yml
//   internal-secret, internal.env     INTERNAL_SECRET, as a file and as an env file
// Creates only what is missing; refuses to replace existing keys unless --force: a new pair signs
// out every user.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const force = args.includes('--force');
const dir = path.resolve(args.find((a) => !a.startsWith('--')) ?? '.secrets');
const files = {
  privatePem: path.join(dir, 'jwt-private.pem'),
  publicPem: path.join(dir, 'jwt-public.pem'),
  env: path.join(dir, 'jwt.env'),
  publicEnv: path.join(dir, 'jwt-public.env'),
};

const internal = { secret: path.join(dir, 'internal-secret'), env: path.join(dir, 'internal.env') };
mkdirSync(dir, { recursive: true, mode: 0o700 });
if (force || !existsSync(internal.secret)) {
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(internal.secret, secret, { mode: 0o600 });
  writeFileSync(internal.env, `INTERNAL_SECRET=${secret}\n`, { mode: 0o600 });
  console.log(`Wrote INTERNAL_SECRET to ${path.relative(process.cwd(), internal.secret) || internal.secret} and internal.env`);
}

const existing = Object.values(files).filter((f) => existsSync(f));
if (existing.length === Object.keys(files).length && !force) {
  console.log(`The key pair already exists in ${dir}; a new pair would sign out every user (--force replaces it).`);
  process.exit(0);
}
if (existing.length && !force) {
  console.error(`Keys already exist (${existing.join(', ')}); a new pair would sign out every user. Use --force to replace them.`);
  process.exit(1);
}

const { privateKey, publicKey } = generateKeyPairSync('ed25519');
const privatePem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
// One line per variable in env files; @shop/auth turns the escaped \n back into line breaks.
const envLine = (name, pem) => `${name}="${pem.trim().replace(/\n/g, '\\n')}"\n`;

writeFileSync(files.privatePem, privatePem, { mode: 0o600 });
writeFileSync(files.publicPem, publicPem, { mode: 0o644 });
writeFileSync(files.env, envLine('JWT_PRIVATE_KEY', privatePem) + envLine('JWT_PUBLIC_KEY', publicPem), { mode: 0o600 });
writeFileSync(files.publicEnv, envLine('JWT_PUBLIC_KEY', publicPem), { mode: 0o644 });

const rel = (f) => path.relative(process.cwd(), f) || f;
console.log(`Wrote an Ed25519 key pair to ${rel(dir)}/: ${Object.values(files)
  .map((f) => path.basename(f))
  .join(', ')}
docker compose reads ${rel(files.env)} (identity) and ${rel(files.publicEnv)} (everyone else).
Kubernetes (k8s/secret.template.yaml):
  kubectl -n shop create secret generic shop-jwt --from-file=JWT_PRIVATE_KEY=${rel(files.privatePem)} --from-file=JWT_PUBLIC_KEY=${rel(files.publicPem)}`);
