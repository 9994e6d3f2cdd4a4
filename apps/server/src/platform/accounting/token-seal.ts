// QuickBooks tokens at rest (issue 16): AES-256-GCM with a key derived from ACCOUNTING_TOKEN_KEY, and the
// group id as additional data, so a sealed token copied to another group's row does not open.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** Outside production without ACCOUNTING_TOKEN_KEY: a fixed development key (the local fake's tokens only). */
const DEVELOPMENT_KEY = 'salon-development-accounting-token-key';

export interface TokenSeal {
  seal(plain: string, groupId: string): string;
  open(sealed: string, groupId: string): string;
}

export function tokenSeal(secret: string | undefined): TokenSeal {
  const key = createHash('sha256')
    .update(secret ?? DEVELOPMENT_KEY)
    .digest();
  return {
    seal(plain, groupId) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(groupId));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
    },
    open(sealed, groupId) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Not a sealed token');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(groupId));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
