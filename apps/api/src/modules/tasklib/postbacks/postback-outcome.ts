/**
 * What a postback can come to, and the HTTP status each answers. Networks retry a callback until it
 * is answered with their success answer; we choose the status so that only what can still change
 * is retried (docs/offers-postbacks.md, "Answers and retries"):
 *
 * - accepted (HTTP 200 with the network's success answer): credited, flagged for an operator (the
 *   network's part is done), a duplicate of an accepted one, a reversal done or repeated;
 * - refused for good (4xx other than 409 and 429; the advertiser sandbox and the networks' usual
 *   policy stop there): a malformed request, a wrong signature, an unknown click, another user's
 *   click, another offer's click, a reward above the offer's, a second reward of the same offer, an
 *   offer disabled since the click;
 * - refused for now (409): a reversal whose conversion we have not seen. It is recorded; the
 *   conversion may still arrive (networks do not promise order), so the network should try again;
 * - our failure (5xx): retried.
 */
export type PostbackRefusalReason =
  | 'bad_request'
  | 'bad_signature'
  | 'unknown_click'
  | 'wrong_user'
  | 'wrong_offer'
  | 'amount_too_large'
  | 'already_rewarded'
  | 'offer_disabled'
  | 'reversal_without_conversion';

const STATUS: Readonly<Record<PostbackRefusalReason, number>> = {
  bad_request: 400,
  bad_signature: 403,
  unknown_click: 404,
  wrong_user: 422,
  wrong_offer: 422,
  amount_too_large: 422,
  already_rewarded: 422,
  offer_disabled: 422,
  reversal_without_conversion: 409,
};

export class PostbackRefusal extends Error {
  constructor(
    readonly reason: PostbackRefusalReason,
    message: string,
  ) {
    super(message);
  }

  get status(): number {
    return STATUS[this.reason];
  }
}

/** A postback the API accepted (answered with the network's success answer). */
export type PostbackResult = 'credited' | 'flagged' | 'duplicate' | 'reversed' | 'already_reversed';
