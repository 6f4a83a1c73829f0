/**
 * What a pet is made of (issue 17 item 1) and how a draw turns the fair round's floats into one. Pure:
 * the server draws with it and anyone recomputes a draw from its revealed seed with the same code
 * (docs/pets.md, docs/fairness.md).
 */

export const PET_SPECIES = ['cat', 'dog', 'fox', 'bunny', 'bear', 'dragon'] as const;
export type PetSpecies = (typeof PET_SPECIES)[number];

export const PET_RARITIES = ['common', 'rare', 'epic', 'legendary'] as const;
export type PetRarity = (typeof PET_RARITIES)[number];

/** Fur colour sets: [body, belly, dark outline/pattern]. */
export const PET_PALETTES = [
  ['#f4a259', '#fde4c8', '#8c4a1c'],
  ['#9ca3af', '#e5e7eb', '#374151'],
  ['#f9d5a7', '#fff7ed', '#a16207'],
  ['#6b4f3a', '#c8a98b', '#2b1d12'],
  ['#f8fafc', '#ffffff', '#64748b'],
  ['#7dd3fc', '#e0f2fe', '#0369a1'],
  ['#c4b5fd', '#ede9fe', '#5b21b6'],
  ['#86efac', '#dcfce7', '#166534'],
] as const;

export const PET_PATTERNS = ['plain', 'spots', 'stripes', 'patch'] as const;
export const PET_EYES = ['round', 'happy', 'sleepy', 'wink'] as const;

/** Accessories by rarity: the rarer the pet, the finer what it wears (common pets wear nothing). */
export const PET_ACCESSORIES: Record<PetRarity, readonly string[]> = {
  common: ['none'],
  rare: ['bow', 'scarf'],
  epic: ['glasses', 'bowtie', 'flower'],
  legendary: ['crown', 'halo', 'wings'],
};

export interface PetTraits {
  species: PetSpecies;
  rarity: PetRarity;
  /** Index into PET_PALETTES. */
  palette: number;
  pattern: (typeof PET_PATTERNS)[number];
  eyes: (typeof PET_EYES)[number];
  accessory: string;
}

/** A draw uses six floats of its round, in this order: rarity, species, palette, pattern, eyes, accessory. */
export const PET_DRAW_FLOATS = 6;

const even = (n: number) => Array.from({ length: n }, () => 1);

/** The fair module's weighted pick (fair/weighted-pick.ts pickWeighted), passed in: an area imports only core/. */
export type WeightedPick = (float: number, weights: readonly number[]) => number;

/**
 * The pet the floats of a round draw, given the rarity weights (in PET_RARITIES order) in force then:
 * the rarity by its weights, every other trait evenly among its choices (the accessory among the rarity's).
 */
export function petFromFloats(
  floats: readonly number[],
  rarityWeights: readonly number[],
  pickWeighted: WeightedPick,
): PetTraits {
  if (rarityWeights.length !== PET_RARITIES.length) throw new Error('one weight per rarity');
  return petOfRarity(floats, PET_RARITIES[pickWeighted(floats[0] as number, rarityWeights)] as PetRarity, pickWeighted);
}

/**
 * The pet of a known rarity the floats draw: floats 1-5 pick species, palette, pattern, eyes and
 * accessory evenly (float 0 decided the rarity: a draw's rarity weights, or a prize table's row such
 * as /rollnft's). One derivation for every way a pet is minted, so every pet recomputes the same way.
 */
export function petOfRarity(floats: readonly number[], rarity: PetRarity, pickWeighted: WeightedPick): PetTraits {
  if (floats.length < PET_DRAW_FLOATS) throw new Error(`a pet draw needs ${PET_DRAW_FLOATS} floats`);
  const f = (i: number) => floats[i] as number;
  const accessories = PET_ACCESSORIES[rarity];
  return {
    rarity,
    species: PET_SPECIES[pickWeighted(f(1), even(PET_SPECIES.length))] as PetSpecies,
    palette: pickWeighted(f(2), even(PET_PALETTES.length)),
    pattern: PET_PATTERNS[pickWeighted(f(3), even(PET_PATTERNS.length))] as PetTraits['pattern'],
    eyes: PET_EYES[pickWeighted(f(4), even(PET_EYES.length))] as PetTraits['eyes'],
    accessory: accessories[pickWeighted(f(5), even(accessories.length))] as string,
  };
}

/** The level of a pet with `xp`, given each level's threshold (levelXp[0] = 0 is level 1). */
export function levelOf(xp: number, levelXp: readonly number[]): number {
  let level = 1;
  for (let i = 1; i < levelXp.length; i++) if (xp >= (levelXp[i] as number)) level = i + 1;
  return level;
}
