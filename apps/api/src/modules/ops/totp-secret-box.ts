import { createCipheriv, createDecipheriv, hash, randomBytes } from 'node:crypto';

/**
 * TOTP secrets at rest: AES-256-GCM under a key from config (OPS_TOTP_KEY), bound to the operator's id
 * as additional data, so a stolen database (or a row copied onto another operator) yields nothing
 * without the key. Stored as "v1.<iv>.<tag>.<ciphertext>", base64url.
 */
export class TotpSecretBox {
  private readonly key: Buffer;

  constructor(keyText: string) {
    this.key = hash('sha256', keyText, 'buffer');
  }

  seal(operatorId: number, secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(`ops-totp:${operatorId}`));
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), sealed]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  /** The secret, or throws when the text was not sealed for this operator under this key. */
  open(operatorId: number, sealed: string): string {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || !data) throw new Error('not a sealed TOTP secret');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(`ops-totp:${operatorId}`));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  }
}
