import { hash, verify } from '@node-rs/argon2';

/** @node-rs/argon2's Algorithm.Argon2id (an ambient const enum that verbatimModuleSyntax cannot import). */
const ARGON2ID = 2;

export interface PasswordCost {
  /** KiB of memory per hash. */
  memoryCost: number;
  /** Passes over that memory. */
  timeCost: number;
}

/** argon2id above the OWASP minimum (m >= 19 MiB, t >= 2, p = 1): what every running server uses. */
export const PRODUCTION_PASSWORD_COST: PasswordCost = { memoryCost: 19_456, timeCost: 2 };

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password and for an account without one, after the same work in both cases. */
  verify(passwordHash: string | null, password: string): Promise<boolean>;
}

/**
 * argon2id at the given cost. Tests inject a tiny cost so thousands of sign-ups stay cheap; a hash records its own
 * parameters, so either hasher verifies the other's hashes.
 */
export function createPasswordHasher(cost: PasswordCost = PRODUCTION_PASSWORD_COST): PasswordHasher {
  const options = { algorithm: ARGON2ID, parallelism: 1, ...cost } as const;
  const hashPassword = (password: string) => hash(password, options);
  // A hash to verify against when the account does not exist, so both cases cost the same time.
  let dummyHash: Promise<string> | undefined;

  return {
    hash: hashPassword,
    async verify(passwordHash, password) {
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
    },
  };
}

let commonPasswords: Promise<Set<string>> | undefined;

/** The most common passwords (zxcvbn's list of about 49 000), loaded on first use. */
export async function isCommonPassword(password: string): Promise<boolean> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    (module) => new Set((module.dictionary as { passwords: string[] }).passwords),
  );
  return (await commonPasswords).has(password.toLowerCase());
}
