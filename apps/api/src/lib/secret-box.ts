import { createCipheriv, createDecipheriv, hash, randomBytes } from 'node:crypto';

/**
 * Secrets at rest (operators' TOTP secrets, provably fair server seeds): AES-256-GCM under a key from
 * config (the key is the SHA-256 of its text), bound to what the secret belongs to as additional data
 * (`<purpose>:<binding>`), so a stolen database, or a row copied onto another owner, yields nothing
 * without the key. Stored as "v1.<iv>.<tag>.<ciphertext>", base64url.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(
    keyText: string,
    private readonly purpose: string,
  ) {
    this.key = hash('sha256', keyText, 'buffer');
  }

  seal(binding: string | number, secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(this.aad(binding));
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), sealed]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  /** The secret, or throws when the text was not sealed for this binding under this key. */
  open(binding: string | number, sealed: string): string {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || !data) throw new Error(`not a sealed ${this.purpose} secret`);
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(this.aad(binding));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  }

  private aad(binding: string | number): Buffer {
    return Buffer.from(`${this.purpose}:${binding}`);
  }
}
