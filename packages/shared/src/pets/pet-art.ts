import { PET_PALETTES, type PetRarity, type PetTraits } from './pet-traits';

/**
 * A pet's picture (issue 17 item 1): an SVG drawn from its traits alone, so one pet always looks the
 * same and its image URL can be cached for good. Species shape the ears, snout and tail; the palette
 * colours the fur; the pattern marks it; the rarity sets the backdrop and what it wears. Pure string
 * building, no DOM: the API serves it and the web may inline it.
 */

const BACKDROP: Record<PetRarity, [string, string, string]> = {
  common: ['#f3f4f6', '#d1d5db', '#9ca3af'],
  rare: ['#eff6ff', '#93c5fd', '#2563eb'],
  epic: ['#f5f3ff', '#c4b5fd', '#7c3aed'],
  legendary: ['#fffbeb', '#fcd34d', '#d97706'],
};

interface Fur {
  body: string;
  belly: string;
  dark: string;
}

/** Ears behind the head, per species. */
function ears(t: PetTraits, fur: Fur): string {
  switch (t.species) {
    case 'cat':
      return `<path d="M78 78 L84 30 L112 60 Z" fill="${fur.body}" stroke="${fur.dark}" stroke-width="3" stroke-linejoin="round"/><path d="M162 78 L156 30 L128 60 Z" fill="${fur.body}" stroke="${fur.dark}" stroke-width="3" stroke-linejoin="round"/><path d="M86 64 L89 42 L104 58 Z" fill="#f9a8d4"/><path d="M154 64 L151 42 L136 58 Z" fill="#f9a8d4"/>`;
    case 'dog':
      return `<ellipse cx="76" cy="96" rx="17" ry="34" transform="rotate(22 76 96)" fill="${fur.dark}"/><ellipse cx="164" cy="96" rx="17" ry="34" transform="rotate(-22 164 96)" fill="${fur.dark}"/>`;
    case 'fox':
      return `<path d="M76 80 L78 20 L116 56 Z" fill="${fur.body}" stroke="${fur.dark}" stroke-width="3" stroke-linejoin="round"/><path d="M164 80 L162 20 L124 56 Z" fill="${fur.body}" stroke="${fur.dark}" stroke-width="3" stroke-linejoin="round"/><path d="M78 20 L80 38 L90 32 Z" fill="${fur.dark}"/><path d="M162 20 L160 38 L150 32 Z" fill="${fur.dark}"/>`;
    case 'bunny':
      return `<ellipse cx="98" cy="40" rx="14" ry="40" transform="rotate(-8 98 40)" fill="${fur.body}" stroke="${fur.dark}" stroke-width="3"/><ellipse cx="142" cy="40" rx="14" ry="40" transform="rotate(8 142 40)" fill="${fur.body}" stroke="${fur.dark}" stroke-width="3"/><ellipse cx="98" cy="42" rx="6" ry="28" transform="rotate(-8 98 42)" fill="#f9a8d4"/><ellipse cx="142" cy="42" rx="6" ry="28" transform="rotate(8 142 42)" fill="#f9a8d4"/>`;
    case 'bear':
      return `<circle cx="82" cy="62" r="18" fill="${fur.body}" stroke="${fur.dark}" stroke-width="3"/><circle cx="158" cy="62" r="18" fill="${fur.body}" stroke="${fur.dark}" stroke-width="3"/><circle cx="82" cy="62" r="9" fill="${fur.belly}"/><circle cx="158" cy="62" r="9" fill="${fur.belly}"/>`;
    case 'dragon':
      return `<path d="M92 58 L84 22 L106 52 Z" fill="#fde68a" stroke="#b45309" stroke-width="3" stroke-linejoin="round"/><path d="M148 58 L156 22 L134 52 Z" fill="#fde68a" stroke="#b45309" stroke-width="3" stroke-linejoin="round"/><path d="M112 52 L120 38 L128 52 Z" fill="${fur.dark}"/>`;
  }
}

/** The tail behind the body, per species. */
function tail(t: PetTraits, fur: Fur): string {
  switch (t.species) {
    case 'cat':
      return `<path d="M170 182 C214 176 206 120 188 118" fill="none" stroke="${fur.dark}" stroke-width="15" stroke-linecap="round"/><path d="M170 182 C214 176 206 120 188 118" fill="none" stroke="${fur.body}" stroke-width="9" stroke-linecap="round"/>`;
    case 'fox':
      return `<path d="M166 190 C222 196 226 130 196 118 C200 150 186 170 160 172 Z" fill="${fur.body}" stroke="${fur.dark}" stroke-width="3"/><path d="M196 118 C208 124 214 136 212 146 C204 140 198 132 196 118 Z" fill="#ffffff"/>`;
    case 'dog':
      return `<path d="M168 170 C190 160 196 140 190 128" fill="none" stroke="${fur.body}" stroke-width="11" stroke-linecap="round"/>`;
    case 'dragon':
      return `<path d="M166 188 C200 196 214 170 206 150" fill="none" stroke="${fur.body}" stroke-width="12" stroke-linecap="round"/><path d="M198 150 L206 132 L216 152 Z" fill="${fur.dark}"/>`;
    default:
      return `<circle cx="172" cy="184" r="12" fill="${fur.belly}" stroke="${fur.dark}" stroke-width="3"/>`;
  }
}

/** Markings on the fur, clipped to the head and body. */
function pattern(t: PetTraits, fur: Fur, clip: string): string {
  const marks: Record<PetTraits['pattern'], string> = {
    plain: '',
    spots: `<circle cx="84" cy="160" r="9"/><circle cx="156" cy="150" r="7"/><circle cx="150" cy="196" r="8"/><circle cx="90" cy="78" r="6"/><circle cx="148" cy="74" r="5"/>`,
    stripes: `<path d="M100 52 q20 10 40 0 M96 66 q24 10 48 0 M70 150 q10 20 0 40 M170 150 q-10 20 0 40" fill="none" stroke="${fur.dark}" stroke-width="5" stroke-linecap="round"/>`,
    patch: `<ellipse cx="142" cy="96" rx="20" ry="17"/><ellipse cx="94" cy="188" rx="18" ry="12"/>`,
  };
  const body = marks[t.pattern];
  return body ? `<g clip-path="url(#${clip})" fill="${fur.dark}" opacity="0.45">${body}</g>` : '';
}

function eyes(t: PetTraits): string {
  const open = (x: number) =>
    `<circle cx="${x}" cy="98" r="9" fill="#1f2937"/><circle cx="${x + 3}" cy="94" r="3" fill="#ffffff"/>`;
  const arc = (x: number, up: boolean) =>
    `<path d="M${x - 9} ${up ? 100 : 96} Q${x} ${up ? 88 : 106} ${x + 9} ${up ? 100 : 96}" fill="none" stroke="#1f2937" stroke-width="4" stroke-linecap="round"/>`;
  switch (t.eyes) {
    case 'round':
      return open(100) + open(140);
    case 'happy':
      return arc(100, true) + arc(140, true);
    case 'sleepy':
      return arc(100, false) + arc(140, false);
    case 'wink':
      return open(100) + arc(140, true);
  }
}

function face(t: PetTraits, fur: Fur): string {
  const snout =
    t.species === 'dog' || t.species === 'bear' || t.species === 'fox'
      ? `<ellipse cx="120" cy="118" rx="22" ry="15" fill="${t.species === 'fox' ? '#ffffff' : fur.belly}"/>`
      : '';
  const whiskers =
    t.species === 'cat'
      ? `<path d="M96 116 L70 110 M96 122 L70 124 M144 116 L170 110 M144 122 L170 124" stroke="${fur.dark}" stroke-width="2" stroke-linecap="round"/>`
      : '';
  return `${snout}${whiskers}${eyes(t)}<ellipse cx="120" cy="113" rx="7" ry="5" fill="${fur.dark}"/><path d="M112 122 Q120 130 128 122" fill="none" stroke="${fur.dark}" stroke-width="3" stroke-linecap="round"/><ellipse cx="86" cy="116" rx="9" ry="6" fill="#fb7185" opacity="0.45"/><ellipse cx="154" cy="116" rx="9" ry="6" fill="#fb7185" opacity="0.45"/>`;
}

/** What the pet wears, by its accessory (rarer pets wear finer things: pet-traits.ts). */
function accessory(t: PetTraits): string {
  switch (t.accessory) {
    case 'bow':
      return `<path d="M140 58 L124 48 L124 68 Z M140 58 L156 48 L156 68 Z" fill="#ef4444" stroke="#991b1b" stroke-width="2"/><circle cx="140" cy="58" r="5" fill="#b91c1c"/>`;
    case 'scarf':
      return `<path d="M82 138 Q120 156 158 138 L160 150 Q120 168 80 150 Z" fill="#3b82f6"/><path d="M140 152 L150 184 L136 186 L132 156 Z" fill="#2563eb"/>`;
    case 'glasses':
      return `<circle cx="100" cy="98" r="14" fill="none" stroke="#111827" stroke-width="4"/><circle cx="140" cy="98" r="14" fill="none" stroke="#111827" stroke-width="4"/><path d="M114 98 L126 98" stroke="#111827" stroke-width="4"/>`;
    case 'bowtie':
      return `<path d="M120 146 L98 134 L98 158 Z M120 146 L142 134 L142 158 Z" fill="#7c3aed" stroke="#4c1d95" stroke-width="2"/><circle cx="120" cy="146" r="5" fill="#4c1d95"/>`;
    case 'flower':
      return `<g transform="translate(150 60)"><circle cx="0" cy="-9" r="7" fill="#f472b6"/><circle cx="9" cy="0" r="7" fill="#f472b6"/><circle cx="0" cy="9" r="7" fill="#f472b6"/><circle cx="-9" cy="0" r="7" fill="#f472b6"/><circle r="6" fill="#facc15"/></g>`;
    case 'crown':
      return `<path d="M92 52 L96 22 L108 40 L120 16 L132 40 L144 22 L148 52 Z" fill="#facc15" stroke="#a16207" stroke-width="3" stroke-linejoin="round"/><circle cx="120" cy="40" r="4" fill="#ef4444"/>`;
    case 'halo':
      return `<ellipse cx="120" cy="34" rx="34" ry="9" fill="none" stroke="#fde047" stroke-width="6"/>`;
    case 'wings':
      return `<path d="M66 150 C30 130 28 96 48 92 C52 114 62 126 76 134 Z M174 150 C210 130 212 96 192 92 C188 114 178 126 164 134 Z" fill="#ffffff" stroke="#d97706" stroke-width="3"/>`;
    default:
      return '';
  }
}

/** Twinkles on a legendary pet's backdrop. */
function sparkles(t: PetTraits): string {
  if (t.rarity !== 'legendary' && t.rarity !== 'epic') return '';
  const star = (x: number, y: number, s: number) =>
    `<path d="M${x} ${y - s} L${x + s / 3} ${y - s / 3} L${x + s} ${y} L${x + s / 3} ${y + s / 3} L${x} ${y + s} L${x - s / 3} ${y + s / 3} L${x - s} ${y} L${x - s / 3} ${y - s / 3} Z" fill="#ffffff" opacity="0.9"/>`;
  return star(34, 40, 10) + star(206, 58, 8) + star(212, 200, 7) + (t.rarity === 'legendary' ? star(28, 196, 9) : '');
}

/** The whole picture, 240 x 240. `id` keeps its gradient and clip ids apart when several are inlined. */
export function petSvg(t: PetTraits, id = 'pet'): string {
  const [body, belly, dark] = PET_PALETTES[t.palette] ?? PET_PALETTES[0];
  const fur = { body, belly, dark };
  const [inner, outer, ring] = BACKDROP[t.rarity];
  const clip = `${id}-fur`;
  const wingsBehind = t.species === 'dragon' && t.accessory !== 'wings';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240" role="img" aria-label="${t.rarity} ${t.species}">`,
    `<defs><radialGradient id="${id}-bg" cx="50%" cy="45%" r="65%"><stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/></radialGradient>`,
    `<clipPath id="${clip}"><circle cx="120" cy="100" r="50"/><ellipse cx="120" cy="170" rx="58" ry="46"/></clipPath></defs>`,
    `<rect x="4" y="4" width="232" height="232" rx="36" fill="url(#${id}-bg)" stroke="${ring}" stroke-width="6"/>`,
    sparkles(t),
    `<ellipse cx="120" cy="218" rx="62" ry="8" fill="#000000" opacity="0.12"/>`,
    t.accessory === 'wings' ? accessory(t) : '',
    wingsBehind
      ? `<path d="M70 150 C40 120 50 100 62 104 C64 120 72 130 82 136 Z M170 150 C200 120 190 100 178 104 C176 120 168 130 158 136 Z" fill="${dark}" opacity="0.8"/>`
      : '',
    tail(t, fur),
    ears(t, fur),
    `<ellipse cx="120" cy="170" rx="58" ry="46" fill="${body}" stroke="${dark}" stroke-width="3"/>`,
    `<ellipse cx="120" cy="178" rx="34" ry="28" fill="${belly}"/>`,
    `<ellipse cx="94" cy="212" rx="16" ry="9" fill="${body}" stroke="${dark}" stroke-width="3"/><ellipse cx="146" cy="212" rx="16" ry="9" fill="${body}" stroke="${dark}" stroke-width="3"/>`,
    `<circle cx="120" cy="100" r="50" fill="${body}" stroke="${dark}" stroke-width="3"/>`,
    pattern(t, fur, clip),
    face(t, fur),
    t.accessory === 'wings' ? '' : accessory(t),
    '</svg>',
  ].join('');
}
