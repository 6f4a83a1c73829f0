import { onPostgres } from '../../db/statement-steps';
import type { Db, DbOrTrx } from '../../db/types';
import { createSearchRepository } from '../search';
import { hotScore } from './hot-score';
import { LIBRARY_GUIDES } from './library-guides';
import { postRepository } from './post.repository';
import { excerptOf, searchBodyOf } from './post-views';

/** The demo library's author: a system account and its profile (fixed ids, so the seed converges). */
export const OFFICIAL_USER_ID = 1_000_000_000;
export const OFFICIAL_XID = 'kthrteam';

/**
 * Demo library (README command 1 shows a filled /library): the official profile's guides, one post per
 * LIBRARY_GUIDES entry, put on their shelves and in the search index. Idempotent: a guide already
 * there (same author and title) is left as it is.
 */
export async function seedLibraryGuides(trx: DbOrTrx, now: number): Promise<void> {
  // The system account and profile are written here directly: no player signs up for them.
  await trx
    .insertInto('app_user')
    .values({
      id: OFFICIAL_USER_ID,
      username: 'official',
      password_hash: null,
      phone: null,
      referrer_id: null,
      login_type: 'system',
      invite_code: 'OFFICIAL',
      created_at: now,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await trx
    .insertInto('profile')
    .values({
      xid: OFFICIAL_XID,
      user_id: OFFICIAL_USER_ID,
      username: 'Official Guides',
      intro: 'Guides and news from the team.',
      avatar_image_id: null,
      background_image_id: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('xid').doNothing())
    .execute();
  // The repository's own handle serves its reads only; every write below goes through `trx`.
  const search = createSearchRepository(trx as Db, onPostgres(trx) ? 'postgres' : 'sqlite');
  for (const guide of LIBRARY_GUIDES) {
    const exists = await trx
      .selectFrom('post')
      .select('id')
      .where('profile_xid', '=', OFFICIAL_XID)
      .where('title', '=', guide.title)
      .executeTakeFirst();
    if (exists) continue;
    const post = await postRepository.insert(trx, {
      profile_xid: OFFICIAL_XID,
      user_id: OFFICIAL_USER_ID,
      title: guide.title,
      cover_json: null,
      blocks_json: JSON.stringify(guide.blocks),
      excerpt: excerptOf(guide.blocks),
      section: 'library',
      category: guide.category,
      like_count: 0,
      comment_count: 0,
      hot: hotScore(now, 0, 0),
      hidden_at: null,
      created_at: now,
      updated_at: now,
    });
    await search.put(
      trx,
      {
        kind: 'post',
        ref: String(post.id),
        title: guide.title,
        body: searchBodyOf(guide.blocks),
        path: `/posts/${post.id}`,
        image: '',
      },
      now,
    );
  }
}
