import { describe, expect, it } from 'vitest';
import { advertiserLink, sandboxLinkTemplate } from '../postbacks/advertiser-link';

const VALUES = { clickId: '01ABC', userId: 42, offerId: 'tiger_slots.reach_level_10' };

describe('the advertiser link of a click', () => {
  it('fills the click, user and offer into the template, encoded', () => {
    expect(
      advertiserLink(
        'https://adv.example/c/{offer_id}?sub={click_id}&u={user_id}',
        { ...VALUES, clickId: 'a&b' },
        null,
      ),
    ).toBe('https://adv.example/c/tiger_slots.reach_level_10?sub=a%26b&u=42');
  });

  it('puts the advertiser sandbox in front of a {sandbox} template, and has no link without a sandbox', () => {
    const template = sandboxLinkTemplate('ayet');
    expect(advertiserLink(template, VALUES, 'http://127.0.0.1:4013/')).toBe(
      'http://127.0.0.1:4013/click/ayet/tiger_slots.reach_level_10?click_id=01ABC&user_id=42',
    );
    expect(advertiserLink(template, VALUES, null)).toBeNull();
    expect(advertiserLink('', VALUES, 'http://127.0.0.1:4013')).toBeNull();
  });
});
