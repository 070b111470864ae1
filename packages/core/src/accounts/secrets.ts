import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';

/** A bearer secret (session token, code request token): 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** How tokens are stored: a table leak must not give a way in. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** A 6-digit one-time code from the operating system's secure random source. */
export function newCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** A code is hashed with its request token, so equal codes of two requests hash differently. */
export function hashCode(requestToken: string, code: string): string {
  return createHash('sha256').update(`${requestToken}:${code}`).digest('base64url');
}

export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

// scrypt with N=2^15, r=8: about 50 ms and 32 MiB per hash on our server, OWASP's minimum tier.
const COST = 2 ** 15;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;
const MAX_MEMORY = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, cost: number, block: number, par: number) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { N: cost, r: block, p: par, maxmem: MAX_MEMORY },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** `scrypt$N$r$p$salt$key`: the parameters travel with the hash, so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST, BLOCK_SIZE, PARALLELISM);
  return [
    'scrypt',
    COST,
    BLOCK_SIZE,
    PARALLELISM,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

// Checked when no account matches, so a wrong login takes as long as a wrong password.
let decoy: Promise<string> | undefined;

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  decoy ??= hashPassword('decoy password');
  const [scheme, cost, block, par, salt, key] = (stored ?? (await decoy)).split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const derived = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    Number(cost),
    Number(block),
    Number(par),
  );
  return stored !== null && timingSafeEqual(derived, Buffer.from(key, 'base64url'));
}
