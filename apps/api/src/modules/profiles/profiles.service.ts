import { BodyCode } from '@app/shared';
import {
  PROFILE_MAX_PER_PLAYER,
  PROFILE_MAX_PRODUCTS,
  type Profile,
  type ProfileProduct,
  type ProfileView,
} from '@app/shared/profiles/profile-contracts';
import { onPostgres } from '../../db/statement-steps';
import { writeTransaction } from '../../db/transaction';
import type { Db, DbOrTrx } from '../../db/types';
import { isUniqueViolation } from '../../db/unique-violation';
import { ApiError } from '../../lib/api-error';
import { type ProfileProductRow, type ProfileRow, profileRepository as repo } from './profile.repository';
import type { ProfileImages } from './profile-images';
import { imageUrls } from './profile-images';

/** Draws of a new xid before a create gives up (a collision is ~1 in 1e11 per pair; tests force them). */
const XID_ATTEMPTS = 5;

export interface ProfilesPorts {
  /** A new public id (profile-xid.ts); tests pass one that collides on purpose. */
  newXid: () => string;
  clock: () => number;
}

export function profileOf(row: ProfileRow): Profile {
  return {
    xid: row.xid,
    username: row.username,
    intro: row.intro,
    avatar: row.avatar_image_id ? imageUrls(row.avatar_image_id) : null,
    background: row.background_image_id ? imageUrls(row.background_image_id) : null,
    created_at: Number(row.created_at),
  };
}

function productOf(row: ProfileProductRow): ProfileProduct {
  return {
    id: row.id,
    title: row.title,
    link: row.link,
    price_text: row.price_text,
    image: row.image_id ? imageUrls(row.image_id) : null,
  };
}

/**
 * Profiles (issue 18, modules/profiles/README.md): a player's creator personas, the one they act as,
 * their edits and the products they show. Every write checks the profile is the caller's own.
 */
export class ProfilesService {
  constructor(
    private readonly db: Db,
    readonly images: ProfileImages,
    private readonly ports: ProfilesPorts,
  ) {}

  /** A new profile of mine, which becomes my current one; a lost xid race draws a new xid. */
  async create(userId: number, input: { username: string; intro?: string }): Promise<Profile> {
    for (let attempt = 1; ; attempt++) {
      try {
        const row = await writeTransaction(this.db, async (trx) => {
          await lockPlayer(trx, userId);
          if ((await repo.countOfUser(trx, userId)) >= PROFILE_MAX_PER_PLAYER) {
            throw new ApiError(BodyCode.PROFILE_LIMIT_REACHED, undefined, { max: PROFILE_MAX_PER_PLAYER });
          }
          const now = this.ports.clock();
          const created = await repo.insert(trx, {
            xid: this.ports.newXid(),
            user_id: userId,
            username: input.username,
            intro: input.intro ?? '',
            avatar_image_id: null,
            background_image_id: null,
            created_at: now,
            updated_at: now,
          });
          await repo.select(trx, userId, created.id);
          return created;
        });
        return profileOf(row);
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= XID_ATTEMPTS) throw error;
      }
    }
  }

  /** My profiles (oldest first) and the xid of the current one (the first when none was chosen yet). */
  async mine(userId: number): Promise<{ current: string | null; list: Profile[] }> {
    const [rows, selected] = await Promise.all([repo.ofUser(this.db, userId), repo.selected(this.db, userId)]);
    const current = rows.find((r) => r.id === selected) ?? rows[0];
    return { current: current?.xid ?? null, list: rows.map(profileOf) };
  }

  async select(userId: number, xid: string): Promise<Profile> {
    return writeTransaction(this.db, async (trx) => {
      const row = await ownProfile(trx, userId, xid);
      await repo.select(trx, userId, row.id);
      return profileOf(row);
    });
  }

  async edit(userId: number, input: { xid: string; username?: string; intro?: string }): Promise<Profile> {
    return writeTransaction(this.db, async (trx) => {
      const row = await ownProfile(trx, userId, input.xid);
      const patch = {
        ...(input.username !== undefined ? { username: input.username } : {}),
        ...(input.intro !== undefined ? { intro: input.intro } : {}),
      };
      if (Object.keys(patch).length === 0) return profileOf(row);
      return profileOf(await repo.update(trx, row.id, { ...patch, updated_at: this.ports.clock() }));
    });
  }

  async setImage(
    userId: number,
    input: { xid: string; kind: 'avatar' | 'background'; image_id: string | null },
  ): Promise<Profile> {
    return writeTransaction(this.db, async (trx) => {
      const row = await ownProfile(trx, userId, input.xid);
      const imageId = input.image_id && (await this.images.ownImage(trx, userId, input.image_id, input.kind));
      const column = input.kind === 'avatar' ? 'avatar_image_id' : 'background_image_id';
      return profileOf(await repo.update(trx, row.id, { [column]: imageId, updated_at: this.ports.clock() }));
    });
  }

  /** Anyone's profile with its products; `mine` tells the page whether to offer the edit links. */
  async view(xid: string, viewerId: number | undefined): Promise<ProfileView> {
    const row = await repo.byXid(this.db, xid);
    if (!row) throw new ApiError(BodyCode.PROFILE_NOT_FOUND);
    const products = await repo.products(this.db, row.id);
    return { ...profileOf(row), products: products.map(productOf), mine: viewerId === row.user_id };
  }

  async addProduct(
    userId: number,
    input: { xid: string; title: string; link: string; price_text: string; image_id: string | null },
  ): Promise<ProfileProduct> {
    return writeTransaction(this.db, async (trx) => {
      const row = await ownProfile(trx, userId, input.xid);
      if ((await repo.countProducts(trx, row.id)) >= PROFILE_MAX_PRODUCTS) {
        throw new ApiError(BodyCode.PROFILE_PRODUCT_LIMIT_REACHED, undefined, { max: PROFILE_MAX_PRODUCTS });
      }
      const imageId = input.image_id && (await this.images.ownImage(trx, userId, input.image_id, 'product'));
      const product = await repo.insertProduct(trx, {
        profile_id: row.id,
        title: input.title,
        link: input.link,
        price_text: input.price_text,
        image_id: imageId,
        created_at: this.ports.clock(),
      });
      return productOf(product);
    });
  }

  async removeProduct(userId: number, xid: string, productId: number): Promise<{ removed: boolean }> {
    return writeTransaction(this.db, async (trx) => {
      const row = await ownProfile(trx, userId, xid);
      if (!(await repo.deleteProduct(trx, row.id, productId))) throw new ApiError(BodyCode.PROFILE_PRODUCT_NOT_FOUND);
      return { removed: true };
    });
  }

  /** A profile by its public id for other modules (posts, search, honor): undefined when none. */
  async byXid(xid: string): Promise<(Profile & { userId: number }) | undefined> {
    const row = await repo.byXid(this.db, xid);
    return row && { ...profileOf(row), userId: row.user_id };
  }

  /** Several profiles by xid for other modules (a page of posts' authors); unknown xids are absent. */
  async byXids(xids: readonly string[]): Promise<Map<string, Profile>> {
    const rows = await repo.byXids(this.db, [...new Set(xids)]);
    return new Map(rows.map((row) => [row.xid, profileOf(row)]));
  }

  /** A player's current profile for other modules (the one they act as), undefined without one. */
  async currentOf(userId: number): Promise<Profile | undefined> {
    const { current, list } = await this.mine(userId);
    return list.find((p) => p.xid === current);
  }

  /** The products a creator shows on a profile, newest first (other modules: search, the market). */
  async productsOf(xid: string): Promise<ProfileProduct[]> {
    const row = await repo.byXid(this.db, xid);
    return row ? (await repo.products(this.db, row.id)).map(productOf) : [];
  }
}

/** The caller's own profile by xid: unknown 1280, another player's 1281 (and nothing changes). */
async function ownProfile(db: DbOrTrx, userId: number, xid: string): Promise<ProfileRow> {
  const row = await repo.byXid(db, xid);
  if (!row) throw new ApiError(BodyCode.PROFILE_NOT_FOUND);
  if (row.user_id !== userId) throw new ApiError(BodyCode.PROFILE_NOT_YOURS);
  return row;
}

/**
 * Serialises one player's creates so the per-player limit holds under concurrent requests: PostgreSQL
 * locks the player's row; SQLite's write transactions (BEGIN IMMEDIATE) are one at a time already.
 */
async function lockPlayer(trx: DbOrTrx, userId: number): Promise<void> {
  if (!onPostgres(trx)) return;
  await trx.selectFrom('app_user').select('id').where('id', '=', userId).forUpdate().execute();
}
