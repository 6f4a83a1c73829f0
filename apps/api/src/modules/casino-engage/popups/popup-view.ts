import { DEFAULT_LOCALE, type Locale } from '@app/shared';
import type { PopupItem } from '@app/shared/luckybear/popup-item';

type Texts = Partial<Record<Locale, string>>;
/** The caller's locale, else the default (vi-VN), else English: the item requires one of the last two. */
const inLocale = (texts: Texts, locale: Locale) => texts[locale] ?? texts[DEFAULT_LOCALE] ?? texts['en-US'] ?? '';

/** A popup as the player's client gets it (general_popup_query), in the caller's locale. */
export function popupView(item: PopupItem, locale: Locale) {
  const text = item.text;
  return {
    id: item.id,
    title: text.kind === 'texts' ? inLocale(text.title, locale) : null,
    body: text.kind === 'texts' ? inLocale(text.body, locale) : null,
    text_key: text.kind === 'key' ? text.key : null,
    image_url: item.image_url,
    cta_path: item.cta_path,
    frequency: item.frequency,
    ends_at: item.ends_at,
  };
}
