import type { Migration } from 'kysely';
import * as posts from './0043_posts';

/** The posts module's migrations; names are recorded in existing databases and never change. */
export const POSTS_MIGRATIONS: Record<string, Migration> = {
  '0043_posts': posts,
};
