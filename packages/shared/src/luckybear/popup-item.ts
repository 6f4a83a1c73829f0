import { z } from 'zod';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from '../core/locales';
import { VIP_LEVELS } from '../core/vip';

/** The catalogue editor's name of the casino brand's popups (@app/shared/ops/catalogue-contracts). */
export const POPUPS_CATALOGUE = 'casino_popups';

/** once: once ever; daily: once per UTC day; every_launch: at every app start (the client shows it once a launch). */
export const POPUP_FREQUENCIES = ['once', 'daily', 'every_launch'] as const;
export type PopupFrequency = (typeof POPUP_FREQUENCIES)[number];

const texts = (max: number) =>
  z
    .partialRecord(z.enum(SUPPORTED_LOCALES), z.string().trim().min(1).max(max))
    .refine((t) => t[DEFAULT_LOCALE] !== undefined || t['en-US'] !== undefined, 'needs vi-VN or en-US at least');

/** Who sees a popup. A newbie registered less than 7 days ago; a country is the player's brand country. */
export const ZPopupAudience = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('everyone') }),
  z.object({ kind: z.literal('newbies') }),
  z.object({ kind: z.literal('vip'), min_level: z.number().int().min(VIP_LEVELS.min).max(VIP_LEVELS.max) }),
  z.object({
    kind: z.literal('country'),
    countries: z
      .array(z.string().regex(/^[a-z]{2}$/, 'a country code such as vn'))
      .min(1)
      .max(50),
  }),
]);
export type PopupAudience = z.infer<typeof ZPopupAudience>;

/**
 * One popup as an operator edits it (issue 13, general_popup_query): its text per locale (or a text key
 * the client translates), an image, a call to action inside the app, who sees it, how often, and when.
 */
export const ZPopupItem = z
  .object({
    id: z.string().regex(/^[a-z][a-z0-9_-]{1,47}$/, 'lower-case letters, digits, _ and -, 2-48 characters'),
    text: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('texts'), title: texts(80), body: texts(1000) }),
      z.object({
        kind: z.literal('key'),
        key: z.string().regex(/^[a-z][a-z0-9_.]{1,63}$/, 'a text key such as popup.welcome'),
      }),
    ]),
    /** An https image or one of the site's own ("/luckybear/..."); "" for none. */
    image_url: z
      .string()
      .max(500)
      .regex(/^$|^https:\/\/\S+$|^\/(?!\/)\S*$/, 'an https address or a path of the site'),
    /** Where the button leads: a path inside the app ("/luckybear/vip"), never another site; "" for none. */
    cta_path: z
      .string()
      .max(200)
      .regex(/^$|^\/(?![/\\])[A-Za-z0-9\-._~/?=&%]*$/, 'a path inside the app such as /luckybear/vip'),
    audience: ZPopupAudience,
    frequency: z.enum(POPUP_FREQUENCIES),
    /** The active window, unix ms: shown from starts_at until before ends_at. */
    starts_at: z.number().int().min(0),
    ends_at: z.number().int().min(0),
    /** Lower first. */
    sort: z.number().int().min(0).max(1_000_000),
  })
  .refine((p) => p.ends_at > p.starts_at, { path: ['ends_at'], message: 'must be after starts_at' });
export type PopupItem = z.infer<typeof ZPopupItem>;
