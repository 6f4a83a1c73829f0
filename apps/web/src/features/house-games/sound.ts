/**
 * The games' sounds, generated with WebAudio (no audio files to download): short tones and noise
 * bursts. Off by default (use-sound-setting.ts); the AudioContext is created on the first sound after
 * the player turned sound on, which is always inside a tap, as browsers require.
 */
export type SoundName = 'tick' | 'spin' | 'stop' | 'win' | 'lose' | 'reveal' | 'cashout';

let context: AudioContext | undefined;

function audio(): AudioContext | undefined {
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return undefined;
  context ??= new window.AudioContext();
  if (context.state === 'suspended') void context.resume();
  return context;
}

function tone(ctx: AudioContext, frequency: number, start: number, length: number, type: OscillatorType, gain = 0.08) {
  const osc = ctx.createOscillator();
  const amp = ctx.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(frequency, ctx.currentTime + start);
  amp.gain.setValueAtTime(gain, ctx.currentTime + start);
  // An exponential fade avoids the click of a hard stop.
  amp.gain.exponentialRampToValueAtTime(0.0001, ctx.currentTime + start + length);
  osc.connect(amp).connect(ctx.destination);
  osc.start(ctx.currentTime + start);
  osc.stop(ctx.currentTime + start + length + 0.02);
}

/** Notes per sound: [frequency Hz, start s, length s, wave]. */
const SOUNDS: Record<SoundName, [number, number, number, OscillatorType][]> = {
  tick: [[1200, 0, 0.03, 'square']],
  spin: [
    [220, 0, 0.08, 'sawtooth'],
    [260, 0.08, 0.08, 'sawtooth'],
  ],
  stop: [[140, 0, 0.09, 'triangle']],
  reveal: [[660, 0, 0.07, 'sine']],
  cashout: [
    [880, 0, 0.1, 'triangle'],
    [1320, 0.08, 0.16, 'triangle'],
  ],
  win: [
    [523, 0, 0.12, 'triangle'],
    [659, 0.1, 0.12, 'triangle'],
    [784, 0.2, 0.12, 'triangle'],
    [1047, 0.3, 0.3, 'triangle'],
  ],
  lose: [
    [330, 0, 0.15, 'sine'],
    [247, 0.14, 0.3, 'sine'],
  ],
};

export function playSound(name: SoundName): void {
  const ctx = audio();
  if (!ctx) return;
  for (const [frequency, start, length, type] of SOUNDS[name]) tone(ctx, frequency, start, length, type);
}
