import { hash, verify } from '@node-rs/argon2';

/** @node-rs/argon2's Algorithm.Argon2id (an ambient const enum that verbatimModuleSyntax cannot import). */
const ARGON2ID = 2;

/** argon2id above the OWASP minimum (m >= 19 MiB, t >= 2, p = 1). */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** A hash to verify against when the account does not exist, so both cases cost the same time. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('not-a-real-password-0');
    await verify(await dummyHash, password);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let commonPasswords: Promise<Set<string>> | undefined;

/** The most common passwords (zxcvbn's list of about 49 000), loaded on first use. */
export async function isCommonPassword(password: string): Promise<boolean> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    (module) => new Set((module.dictionary as { passwords: string[] }).passwords),
  );
  return (await commonPasswords).has(password.toLowerCase());
}
