import type { LibraryCategory, PostBlock } from '@app/shared/posts/post-contracts';

/** A guide of the demo library (posts.seed.ts writes them as posts of the official profile). */
export interface Guide {
  category: LibraryCategory;
  title: string;
  blocks: PostBlock[];
}

/** The library's first shelves (issue 18 item 5: "Library of guides and articles as posts"). */
export const LIBRARY_GUIDES: readonly Guide[] = [
  {
    category: 'start',
    title: 'How to start: your first ten minutes',
    blocks: [
      {
        type: 'paragraph',
        text: 'Welcome! This guide walks you through signing in, finding your way around and earning your first rewards.',
      },
      { type: 'h2', text: 'Sign in' },
      {
        type: 'list',
        ordered: true,
        items: [
          'Open the app and choose how to sign in: your phone number (we send a one-time code), a third-party account, or the messenger.',
          'Pick your language and country: prices and payment channels follow your market.',
          'Take the short guide the first time: it shows where the tasks, the wallet and your pets live.',
        ],
      },
      { type: 'h2', text: 'Earn your first rewards' },
      {
        type: 'list',
        ordered: false,
        items: [
          'Missions: daily goals such as opening the app or finishing an offer.',
          'Tasks: offers from partners; each shows its reward before you start.',
          'Invites: share your link; you are rewarded when friends reach their milestones.',
        ],
      },
      {
        type: 'blockquote',
        text: 'Tip: create a profile (Profile → Create) to write posts, comment and follow creators.',
      },
    ],
  },
  {
    category: 'wallet',
    title: 'Your wallet: balances, transfers and history',
    blocks: [
      {
        type: 'paragraph',
        text: 'Every coin you earn or spend goes through your wallet. Each change is recorded once, so your history always adds up to your balance.',
      },
      { type: 'h2', text: 'What you see' },
      {
        type: 'list',
        ordered: false,
        items: [
          'Balances per coin (WH is the default coin; KTHER is the token you can lock and vote with).',
          'Held amounts: coins set aside for a bid, an investment or a withdrawal until it settles.',
          'History: every entry with its time, amount and reason.',
        ],
      },
      { type: 'h2', text: 'Sending and withdrawing' },
      {
        type: 'list',
        ordered: true,
        items: [
          'Check the address or the player id twice: transfers cannot be undone.',
          'Withdrawals above your market’s review amount wait for a check by our team; you get a message with the decision.',
          'Fees are shown before you confirm.',
        ],
      },
      { type: 'blockquote', text: 'We never ask for your password or one-time code in a message or a post.' },
    ],
  },
  {
    category: 'pets',
    title: 'Pets: draw, feed, rent and trade',
    blocks: [
      {
        type: 'paragraph',
        text: 'Pets are collectibles you own. They level up when you feed them, earn within a daily cap when they play, and can be rented out or sold.',
      },
      { type: 'h2', text: 'Getting a pet' },
      {
        type: 'paragraph',
        text: 'A draw gives you a pet with a provably fair roll: after the draw you can check the seeds yourself.',
      },
      { type: 'h2', text: 'Caring for it' },
      {
        type: 'list',
        ordered: false,
        items: [
          'Feed it to raise its level (up to the top level).',
          'Let it play: it rests between games and earns up to the daily cap.',
          'Rent it to other players for a number of days; you receive the rent minus the fee.',
        ],
      },
      { type: 'h2', text: 'Trading' },
      {
        type: 'paragraph',
        text: 'List a pet on the market at a fixed price or as a timed auction. A listed or rented pet is locked until the listing ends.',
      },
    ],
  },
  {
    category: 'safety',
    title: 'Staying safe: scams, reports and your account',
    blocks: [
      {
        type: 'paragraph',
        text: 'Most scams ask you to move coins or share a code. Knowing the signs keeps your account and your coins safe.',
      },
      { type: 'h2', text: 'Warning signs' },
      {
        type: 'list',
        ordered: false,
        items: [
          'Someone promises to double your coins if you send them first.',
          'A message asks for your one-time code, password or secret key.',
          'A link leads to a site that only looks like ours.',
        ],
      },
      { type: 'h2', text: 'What to do' },
      {
        type: 'list',
        ordered: true,
        items: [
          'Report the post or comment (the ⋯ menu → Report): our team reviews every report.',
          'Block the player in your messages: they can no longer write to you.',
          'If you shared a code, sign out of all sessions and contact support.',
        ],
      },
      {
        type: 'blockquote',
        text: 'Our team will never ask you to send coins to verify your account.',
      },
    ],
  },
];
