import type { Locale } from '@app/shared';

/**
 * Each locale in its own language, as a language switcher shows it: the same in every locale (a
 * visitor who cannot read the current one still finds their own), so they are not translations.
 */
export const LOCALE_NATIVE_NAMES: Readonly<Record<Locale, string>> = {
  'en-US': 'English',
  'vi-VN': 'Tiếng Việt',
  'pt-BR': 'Português (Brasil)',
  'id-ID': 'Bahasa Indonesia',
  'th-TH': 'ไทย',
  'ms-MY': 'Bahasa Melayu',
  'ru-RU': 'Русский',
  'es-MX': 'Español (México)',
  'zh-CN': '简体中文',
  'fr-FR': 'Français',
  'ja-JP': '日本語',
  'ko-KR': '한국어',
  'tr-TR': 'Türkçe',
};
