import { hash, verify } from '@node-rs/argon2';

// argon2id, 19 MiB, t=2, p=1 (OWASP's minimum for argon2id).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

/** Verifies in constant work even when there is no hash, so timing does not reveal accounts. */
export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash ?? DUMMY_HASH, password);
  } catch {
    return false;
  }
}

const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$9rZC7mHqo6B8zQm2Q4kqf3kQx3o1wq0m3u8o9Zr2p1c';
