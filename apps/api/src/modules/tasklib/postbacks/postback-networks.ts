import { createHmac } from 'node:crypto';
import {
  POSTBACK_WIRES,
  type PostbackFields,
  PostbackFormatError,
  type PostbackHmac,
  type PostbackNetworkId,
} from '@app/shared/tasklib/postback-protocol';
import { safeEqual } from '../../../lib/safe-equal';
import { PostbackRefusal } from './postback-outcome';

/** HMAC-SHA256 as the networks write it. */
export const postbackHmac: PostbackHmac = (secret, message, encoding) =>
  createHmac('sha256', secret).update(message, 'utf8').digest(encoding);

/** One advertiser network as the API sees it: it reads a request into verified fields and words our answers. */
export interface PostbackNetwork {
  id: PostbackNetworkId;
  method: 'GET' | 'POST';
  /**
   * The fields of a request whose signature is right for this network's secret. Refuses (PostbackRefusal)
   * a request with a missing parameter (`bad_request`) or a signature that does not match (`bad_signature`).
   */
  read(params: Record<string, string>, headers: Record<string, string | undefined>): PostbackFields;
  answer(conversionId: string | undefined, refusal?: string): { contentType: string; body: string };
}

/**
 * The networks behind one interface, each over its wire protocol (@app/shared/tasklib/postback-protocol)
 * with its own secret. The signature is computed over what arrived and compared in constant time.
 */
export function postbackNetworks(secrets: Record<PostbackNetworkId, string>): Map<PostbackNetworkId, PostbackNetwork> {
  const networks = Object.values(POSTBACK_WIRES).map(
    (wire): PostbackNetwork => ({
      id: wire.id,
      method: wire.method,
      read(params, headers) {
        let decoded: ReturnType<typeof wire.decode>;
        try {
          decoded = wire.decode(params, headers);
        } catch (error) {
          if (error instanceof PostbackFormatError) throw new PostbackRefusal('bad_request', error.message);
          throw error;
        }
        const expected = postbackHmac(secrets[wire.id], decoded.signedText, decoded.encoding);
        // Hex is case-insensitive on the wire; base64url is not.
        const given = decoded.encoding === 'hex' ? decoded.signature.toLowerCase() : decoded.signature;
        if (!safeEqual(given, expected)) throw new PostbackRefusal('bad_signature', 'signature does not match');
        return decoded.fields;
      },
      answer: (conversionId, refusal) => wire.answer(conversionId, refusal),
    }),
  );
  return new Map(networks.map((network) => [network.id, network]));
}
