import type { NoticeParams } from '@app/shared/messages/message-contracts';
import type { PostReportPayload } from '@app/shared/posts/post-contracts';
import type { Profile, UploadedImage } from '@app/shared/profiles/profile-contracts';
import type { DbOrTrx } from '../../db/types';
import type { RateCounters } from '../auth';
import type { SearchDocInput } from '../search';

/** What the posts module needs of other modules (wired in compose.ts). */
export interface PostsPorts {
  /** Profiles (modules/profiles): a post and a comment are written by the player's current profile. */
  profiles: {
    currentOf(userId: number): Promise<Profile | undefined>;
    byXids(xids: readonly string[]): Promise<Map<string, Profile>>;
  };
  /** The image pipeline through the profiles' uploads (purpose 'post'), and the check that an id is mine. */
  images: {
    upload(ownerId: number, purpose: 'post', bytes: Buffer): Promise<UploadedImage & { width: number; height: number }>;
    ownImage(db: DbOrTrx, ownerId: number, id: string, purpose: 'post'): Promise<string>;
    /** The upload limit the multipart reader enforces while the file streams in (the profiles' setting). */
    maxBytes: number;
  };
  /** The search index, written in the post's own transaction (modules/search). */
  search: {
    put(db: DbOrTrx, doc: SearchDocInput): Promise<void>;
    remove(db: DbOrTrx, kind: 'post', ref: string): Promise<void>;
  };
  /** A 'social' notice to a player in the event's transaction; `key` makes a repeated event a no-op. */
  notify(trx: DbOrTrx, userId: number, params: NoticeParams, key: string): Promise<unknown>;
  /** Queues a report in the operators' approvals queue (kind post.report); answers the approval's id. */
  report(trx: DbOrTrx, reporterId: number, payload: PostReportPayload): Promise<number>;
  /** The database's fixed-window counters (auth's): per-player post and comment limits. */
  counters: Pick<RateCounters, 'hit'>;
  clock?: () => number;
}
