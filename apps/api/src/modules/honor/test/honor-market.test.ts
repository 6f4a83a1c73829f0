import { randomUUID } from 'node:crypto';
import type { LoginResponse } from '@app/shared/auth/login-contracts';
import { describe, expect, it } from 'vitest';
import { marketTestAppOfFile } from '../../market/test/helpers/market-calls';

/**
 * The market's badge from a real sale (issue 18 item 5): a pet listed and bought through the market's
 * routes makes its seller a merchant; the buyer gains the pet (pet keeper), the seller keeps the tier.
 */
describe('honor: merchant', () => {
  const t = marketTestAppOfFile();
  const badge = async (p: LoginResponse, id: string) =>
    (await t.get(p, '/honor/mine')).data.list.find((b: { id: string }) => b.id === id);

  it('awards the merchant badge for a pet sold on the market, and keeps the seller’s pet keeper tier', async () => {
    const seller = await t.playerWithPet();
    const buyer = await t.player();
    expect(await badge(seller.login, 'pet_keeper')).toMatchObject({ tier: 1, count: 1 });
    expect(await badge(seller.login, 'merchant')).toMatchObject({ tier: 0, count: 0 });
    const listed = await t.list(seller.login, seller.petId, '100');
    expect(listed.code).toBe(0);
    expect((await t.buy(buyer, listed.data.listing_id, randomUUID())).code).toBe(0);

    expect(await badge(seller.login, 'merchant')).toMatchObject({ tier: 1, count: 1, next_goal: 10 });
    // The pet is the buyer's now: the seller's count falls to 0 but the tier once earned stays.
    expect(await badge(seller.login, 'pet_keeper')).toMatchObject({ tier: 1, count: 0 });
    expect(await badge(buyer, 'pet_keeper')).toMatchObject({ tier: 1, count: 1 });
  });
});
