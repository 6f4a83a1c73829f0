/**
 * The new-user guide's steps (spec 2.6, 4.1), in order: what the app is (with the guide video), where
 * to play, where the rewards go, and something to do. Their texts are guide.json's steps.<step>.
 */
export const GUIDE_STEPS = ['welcome', 'play', 'wallet', 'start'] as const;
export type GuideStep = (typeof GUIDE_STEPS)[number];
