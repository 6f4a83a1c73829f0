/**
 * Spec 4.1 step 7: messenger users on non-phone platforms are blocked by an overlay, except two
 * allow-listed user ids and a test bot.
 *
 * Phones are the messenger's Android and iOS clients (tgWebAppPlatform android, android_x, ios).
 * Everything else the messenger reports is not a phone: tdesktop, macos, web, weba, webk, webz,
 * unigram, unknown, and a platform we have never seen (an allow-list fails closed).
 */
export const PHONE_PLATFORMS: readonly string[] = ['android', 'android_x', 'ios'];

export function isPhonePlatform(platform: string): boolean {
  return PHONE_PLATFORMS.includes(platform.trim().toLowerCase());
}

export interface NonPhoneFacts {
  /** Where the page runs: only the messenger ('tg') is ever blocked. */
  host: 'app' | 'tg' | 'h5';
  /** tgWebAppPlatform. */
  platform: string;
  /** The messenger user in the init data. */
  userId: number | undefined;
  /** openapp_get_cfg's messenger_allowed_user_ids. */
  allowedUserIds: readonly number[];
  /** The bot the mini app runs under, and the test bot (NEXT_PUBLIC_TEST_BOT_NAME); '' when unknown. */
  botName: string;
  testBotName: string;
}

export function shouldBlockNonPhone(facts: NonPhoneFacts): boolean {
  if (facts.host !== 'tg' || isPhonePlatform(facts.platform)) return false;
  if (facts.userId !== undefined && facts.allowedUserIds.includes(facts.userId)) return false;
  if (facts.testBotName !== '' && facts.botName.toLowerCase() === facts.testBotName.toLowerCase()) return false;
  return true;
}
