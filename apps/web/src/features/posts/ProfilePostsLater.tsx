'use client';

import dynamic from 'next/dynamic';

/**
 * A creator's posts on /profile/[xid], loaded after the page: the card is the page (server-rendered,
 * read without JavaScript) and the list's code (queries, cards) would cost its first load about 10 kB
 * (docs/benchmarks.md, "first-load JavaScript").
 */
export const ProfilePostsLater = dynamic(() => import('./ProfilePosts').then((m) => m.ProfilePosts), { ssr: false });
