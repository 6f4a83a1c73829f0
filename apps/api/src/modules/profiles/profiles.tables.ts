import type { Generated } from 'kysely';
import type { Ms } from '../../db/column-types';

/** A creator persona of a player (issue 18): a player may have several; `xid` is its public id. */
export interface ProfileTable {
  id: Generated<number>;
  /** PROFILE_XID_PATTERN, unique: the address of /profile/<xid>. */
  xid: string;
  user_id: number;
  /** As typed (HTML is text; pages escape it). */
  username: string;
  intro: string;
  avatar_image_id: string | null;
  background_image_id: string | null;
  created_at: Ms;
  updated_at: Ms;
}

/** Which of their profiles a player is acting as (/profile shows it); one row per player. */
export interface ProfileSelectionTable {
  user_id: number;
  profile_id: number;
}

/** An image that went through the pipeline (lib/images), stored as `<id>-l.webp` and `<id>-s.webp`. */
export interface ProfileImageTable {
  /** 16 random characters; also the stored files' name. */
  id: string;
  owner_id: number;
  /** avatar | background | product: the sizes it was cut to, and where it may be used. */
  purpose: string;
  /** The uploaded file's sniffed format (jpeg, png, webp, gif). */
  source_format: string;
  created_at: Ms;
}

/** A product a creator shows on a profile (/profile/addProduct). */
export interface ProfileProductTable {
  id: Generated<number>;
  profile_id: number;
  title: string;
  /** An http(s) address or an in-app path (isProductLink). */
  link: string;
  price_text: string;
  image_id: string | null;
  created_at: Ms;
}

export interface ProfilesTables {
  profile: ProfileTable;
  profile_selection: ProfileSelectionTable;
  profile_image: ProfileImageTable;
  profile_product: ProfileProductTable;
}
