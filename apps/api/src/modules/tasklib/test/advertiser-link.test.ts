import { describe, expect, it } from 'vitest';
import { sandboxLinkTemplate, withSandboxBase } from '../postbacks/advertiser-link';
import { advertiserLink } from '../tasks/task-link';

const VALUES = { clickId: '01ABC', userId: 42, xbOfferId: 'tiger_slots.reach_level_10' };

describe('an offer link to the advertiser sandbox', () => {
  it('puts the sandbox in front of a {sandbox} template, then take_task fills the click in', () => {
    const template = withSandboxBase(sandboxLinkTemplate('ayet'), 'http://127.0.0.1:4013/') as string;
    expect(advertiserLink(template, VALUES)).toBe(
      'http://127.0.0.1:4013/click/ayet/tiger_slots.reach_level_10?click_id=01ABC&user_id=42',
    );
  });

  it('has no link without a sandbox, and leaves other templates alone', () => {
    expect(withSandboxBase(sandboxLinkTemplate('ayet'), null)).toBeNull();
    const real = 'https://adv.example/c/{offer_id}?sub={click_id}';
    expect(withSandboxBase(real, null)).toBe(real);
    expect(withSandboxBase('', 'http://127.0.0.1:4013')).toBe('');
  });
});
