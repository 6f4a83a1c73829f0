import type { LuckyCodeView } from '@app/shared/luckycodes/lucky-code-contracts';

/** Tests' lucky code as lucky_code_query answers it signed out (issue 16 contract): gold, unopened. */
export const UNOPENED_LUCKY_CODE: LuckyCodeView = {
  code: 'ABCDEFGHJKMNPQRS',
  tier: 'gold',
  coin: 'WH',
  price: '200',
  created_at: 1,
  mine: false,
  opened: false,
  opened_by_me: false,
  opened_at: null,
  prize: null,
  fair: null,
};
