/**
 * Draws the task library's product art (issue 15): for every product code a square icon
 * apps/web/public/tasklib/products/<code>.svg and a 16:9 cover <code>-cover.svg. Each product has its
 * own illustration (a tiger over slot reels, a set of lotto balls, a pet with a shield, a sudoku grid,
 * bubbles, a quiz card, a prize wheel, a farm, ...); the cover sets the same illustration in a scene.
 * Products without their own drawing (new codes in the data file) get the drawing of their category.
 * No text on the art: the pages name the product in the reader's language.
 * Generated art, committed; run again after adding products: `npx tsx scripts/offer-art.ts`.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'apps/web/public/tasklib/products');
const DATA = path.join(ROOT, 'apps/api/src/modules/tasklib/data/products.json');
const SEED = path.join(ROOT, 'apps/api/src/modules/tasklib/tasklib.seed.ts');

/** A drawing in a 100 x 100 box, and the two colours of its background. */
interface Art {
  draw: () => string;
  from: string;
  to: string;
}

const f = (n: number) => (Math.round(n * 10) / 10).toString();

function star(cx: number, cy: number, r: number, fill: string): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(`${f(cx + radius * Math.cos(angle))},${f(cy + radius * Math.sin(angle))}`);
  }
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
}

function coin(cx: number, cy: number, r: number): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#F5B301" stroke="#A86B00" stroke-width="${f(r / 6)}"/>
<circle cx="${cx}" cy="${cy}" r="${f(r * 0.62)}" fill="none" stroke="#FFE08A" stroke-width="${f(r / 8)}"/>
${star(cx, cy, r * 0.42, '#FFF3C4')}`;
}

/** A tiger's head over three slot reels (cherry, seven, bar). */
function tigerSlots(): string {
  const reel = (x: number, symbol: string) =>
    `<rect x="${x}" y="60" width="22" height="28" rx="4" fill="#FFFFFF" stroke="#7C2D12" stroke-width="2"/>${symbol}`;
  const cherry = (x: number) =>
    `<path d="M${x + 11} 67q2 5 -4 11M${x + 11} 67q1 6 5 10" stroke="#166534" stroke-width="1.6" fill="none"/><circle cx="${x + 7}" cy="79" r="4" fill="#DC2626"/><circle cx="${x + 16}" cy="78" r="4" fill="#DC2626"/>`;
  const seven = (x: number) =>
    `<path d="M${x + 5} 65h12l-7 18" stroke="#DC2626" stroke-width="4" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  const bar = (x: number) =>
    `<rect x="${x + 3}" y="70" width="16" height="8" rx="2" fill="#1F2937"/><rect x="${x + 5}" y="72.5" width="12" height="3" rx="1" fill="#FCD34D"/>`;
  return `<rect x="12" y="55" width="76" height="38" rx="8" fill="#7C2D12"/>
<rect x="15" y="58" width="70" height="32" rx="6" fill="#FDE68A"/>
${reel(16, cherry(16))}${reel(39, seven(39))}${reel(62, bar(62))}
<circle cx="92" cy="60" r="4" fill="#DC2626"/><path d="M92 64v18" stroke="#9CA3AF" stroke-width="3"/>
<path d="M26 20l6-10 8 10z" fill="#F97316"/><path d="M74 20l-6-10-8 10z" fill="#F97316"/>
<path d="M28.5 17l3.5-5 4 5z" fill="#FED7AA"/><path d="M71.5 17l-3.5-5-4 5z" fill="#FED7AA"/>
<ellipse cx="50" cy="34" rx="26" ry="22" fill="#F97316"/>
<path d="M50 12v7M42 14l2 6M58 14l-2 6" stroke="#1F2937" stroke-width="2.5" stroke-linecap="round"/>
<path d="M24 30h7M24 37h6M76 30h-7M76 37h-6" stroke="#1F2937" stroke-width="2.5" stroke-linecap="round"/>
<ellipse cx="50" cy="43" rx="14" ry="10" fill="#FFF7ED"/>
<ellipse cx="40" cy="31" rx="4" ry="4.5" fill="#FFFFFF"/><ellipse cx="60" cy="31" rx="4" ry="4.5" fill="#FFFFFF"/>
<circle cx="40.5" cy="31.5" r="2.4" fill="#14532D"/><circle cx="60.5" cy="31.5" r="2.4" fill="#14532D"/>
<path d="M46 39h8l-4 4z" fill="#1F2937"/><path d="M50 43v3M45 46q5 4 10 0" stroke="#1F2937" stroke-width="1.6" fill="none"/>`;
}

/** Five numbered lotto balls in a tray. */
function luckyLotto(): string {
  const ball = (cx: number, cy: number, r: number, color: string, n: number) =>
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}"/><circle cx="${f(cx - r * 0.35)}" cy="${f(cy - r * 0.4)}" r="${f(r * 0.25)}" fill="#FFFFFF" opacity="0.45"/><circle cx="${cx}" cy="${cy}" r="${f(r * 0.52)}" fill="#FFFFFF"/><text x="${cx}" y="${f(cy + r * 0.2)}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${f(r * 0.6)}" fill="#111827">${n}</text>`;
  return `<path d="M10 78h80l-6 14H16z" fill="#065F46"/><rect x="8" y="74" width="84" height="6" rx="3" fill="#047857"/>
${ball(27, 62, 13, '#EF4444', 7)}${ball(50, 60, 14, '#3B82F6', 21)}${ball(73, 62, 13, '#F59E0B', 3)}
${ball(38, 38, 12, '#8B5CF6', 12)}${ball(62, 38, 12, '#10B981', 45)}
${star(50, 14, 7, '#FDE047')}${star(20, 22, 4, '#FFFFFF')}${star(82, 20, 4, '#FFFFFF')}`;
}

/** A round pet (ears, eyes, paws) with a shield and a sword for the arena. */
function petBattle(): string {
  return `<ellipse cx="50" cy="90" rx="30" ry="5" fill="#000000" opacity="0.18"/>
<path d="M27 30l-3-18 15 10zM73 30l3-18-15 10z" fill="#F59E0B"/><path d="M28 26l-2-9 8 6zM72 26l2-9-8 6z" fill="#FDE68A"/>
<ellipse cx="50" cy="55" rx="30" ry="32" fill="#FBBF24"/>
<ellipse cx="50" cy="66" rx="17" ry="14" fill="#FEF3C7"/>
<ellipse cx="39" cy="47" rx="5.5" ry="6.5" fill="#1F2937"/><ellipse cx="61" cy="47" rx="5.5" ry="6.5" fill="#1F2937"/>
<circle cx="41" cy="45" r="2" fill="#FFFFFF"/><circle cx="63" cy="45" r="2" fill="#FFFFFF"/>
<ellipse cx="50" cy="58" rx="4" ry="3" fill="#7C2D12"/><path d="M44 63q6 5 12 0" stroke="#7C2D12" stroke-width="2" fill="none"/>
<circle cx="30" cy="58" r="4" fill="#F87171" opacity="0.5"/><circle cx="70" cy="58" r="4" fill="#F87171" opacity="0.5"/>
<path d="M8 52l14-4 14 4v12c0 10-7 16-14 19-7-3-14-9-14-19z" fill="#6366F1" stroke="#312E81" stroke-width="2"/>
${star(22, 63, 6, '#FDE047')}
<path d="M84 26l6-6 3 3-6 6z" fill="#9CA3AF"/><path d="M87 29l-16 30-4-3 17-30z" fill="#E5E7EB" stroke="#6B7280" stroke-width="1"/>
<path d="M66 54l10 6M70 62l4-8" stroke="#92400E" stroke-width="3" stroke-linecap="round"/>`;
}

/** A 3 x 3 block of a sudoku grid, half filled, and a stopwatch (the sprint). */
function sudokuSprint(): string {
  const digits: Array<[number, number, number]> = [
    [0, 0, 5],
    [1, 0, 3],
    [2, 1, 7],
    [0, 2, 9],
    [1, 1, 1],
    [2, 2, 4],
    [1, 2, 8],
  ];
  const cells = digits
    .map(
      ([c, r, n]) =>
        `<text x="${20 + c * 20 + 10}" y="${26 + r * 20 + 15}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="14" fill="${n === 1 ? '#0EA5E9' : '#0F172A'}">${n}</text>`,
    )
    .join('');
  return `<rect x="16" y="22" width="68" height="68" rx="6" fill="#FFFFFF" stroke="#0C4A6E" stroke-width="3"/>
<path d="M40 24v64M60 24v64M18 46h64M18 66h64" stroke="#7DD3FC" stroke-width="1.6"/>
<rect x="40" y="46" width="20" height="20" fill="#E0F2FE"/>
${cells}
<circle cx="80" cy="22" r="13" fill="#FFFFFF" stroke="#0C4A6E" stroke-width="3"/><rect x="77" y="5" width="6" height="4" rx="1" fill="#0C4A6E"/>
<path d="M80 22V14M80 22l5 3" stroke="#EF4444" stroke-width="2.4" stroke-linecap="round"/>`;
}

/** Coloured bubbles in a cluster, one bursting, and a shooter below. */
function bubblePop(): string {
  const bubble = (cx: number, cy: number, r: number, color: string) =>
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}"/><circle cx="${f(cx - r * 0.35)}" cy="${f(cy - r * 0.35)}" r="${f(r * 0.3)}" fill="#FFFFFF" opacity="0.6"/>`;
  return `${bubble(22, 20, 10, '#F472B6')}${bubble(43, 18, 10, '#60A5FA')}${bubble(64, 20, 10, '#FBBF24')}${bubble(84, 22, 9, '#34D399')}
${bubble(32, 38, 10, '#A78BFA')}${bubble(53, 37, 10, '#F472B6')}${bubble(74, 40, 9, '#60A5FA')}
${bubble(44, 56, 9, '#34D399')}
<g stroke="#FDE047" stroke-width="2.4" stroke-linecap="round"><path d="M70 58l5-4M78 62h6M72 66l4 5M64 60l-2-5"/></g>
<circle cx="73" cy="62" r="3" fill="#FDE047"/>
<path d="M50 84l-6-16" stroke="#FFFFFF" stroke-width="2" stroke-dasharray="3 3"/>
<path d="M32 96a18 18 0 0 1 36 0z" fill="#831843"/>${bubble(50, 86, 8, '#FBBF24')}`;
}

/** A quiz card with a question mark, answer choices (one ticked) and a coin reward. */
function cryptoQuiz(): string {
  const choice = (y: number, on: boolean) =>
    `<rect x="26" y="${y}" width="46" height="10" rx="5" fill="${on ? '#DCFCE7' : '#EDE9FE'}" stroke="${on ? '#16A34A' : '#C4B5FD'}" stroke-width="1.4"/><circle cx="32" cy="${y + 5}" r="2.6" fill="${on ? '#16A34A' : '#FFFFFF'}" stroke="${on ? '#16A34A' : '#A78BFA'}"/>${on ? `<path d="M62 ${y + 5}l3 3 5-6" stroke="#16A34A" stroke-width="2" fill="none" stroke-linecap="round"/>` : `<rect x="38" y="${y + 4}" width="20" height="2" rx="1" fill="#C4B5FD"/>`}`;
  return `<rect x="18" y="10" width="62" height="82" rx="8" fill="#FFFFFF" stroke="#4C1D95" stroke-width="3" transform="rotate(-5 49 51)"/>
<g transform="rotate(-5 49 51)">
<circle cx="49" cy="28" r="12" fill="#8B5CF6"/>
<path d="M44.5 25a4.5 4.5 0 1 1 6.5 4c-1.4.8-2 1.6-2 3.2" stroke="#FFFFFF" stroke-width="3" fill="none" stroke-linecap="round"/><circle cx="49" cy="36" r="1.8" fill="#FFFFFF"/>
${choice(46, false)}${choice(60, true)}${choice(74, false)}
</g>
${coin(80, 78, 13)}`;
}

/** A prize wheel of eight segments on a stand, with its pointer. */
function megaWheel(): string {
  const colors = ['#EF4444', '#FBBF24', '#3B82F6', '#10B981', '#EF4444', '#FBBF24', '#3B82F6', '#A855F7'];
  const cx = 50;
  const cy = 46;
  const r = 36;
  const segments = colors
    .map((color, i) => {
      const a0 = (i * Math.PI) / 4 - Math.PI / 2;
      const a1 = a0 + Math.PI / 4;
      return `<path d="M${cx} ${cy}L${f(cx + r * Math.cos(a0))} ${f(cy + r * Math.sin(a0))}A${r} ${r} 0 0 1 ${f(cx + r * Math.cos(a1))} ${f(cy + r * Math.sin(a1))}z" fill="${color}"/>`;
    })
    .join('');
  const lights = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    return `<circle cx="${f(cx + 40 * Math.cos(a))}" cy="${f(cy + 40 * Math.sin(a))}" r="2" fill="#FEF9C3"/>`;
  }).join('');
  return `<path d="M38 82l12-14 12 14z" fill="#7F1D1D"/><rect x="28" y="82" width="44" height="8" rx="3" fill="#991B1B"/>
<circle cx="${cx}" cy="${cy}" r="43" fill="#7F1D1D"/>${lights}
${segments}
<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#FDE68A" stroke-width="2"/>
<circle cx="${cx}" cy="${cy}" r="8" fill="#FDE68A" stroke="#92400E" stroke-width="2"/>${star(cx, cy, 5, '#F59E0B')}
<path d="M50 14l-6-12h12z" fill="#FFFFFF" stroke="#7F1D1D" stroke-width="2" stroke-linejoin="round"/>`;
}

/** A red barn with a silo, a field of crops and the sun. */
function farmTycoon(): string {
  const crops = Array.from(
    { length: 6 },
    (_, i) =>
      `<path d="M${12 + i * 14} 92v-8" stroke="#166534" stroke-width="2"/><ellipse cx="${10 + i * 14}" cy="85" rx="3" ry="1.6" fill="#22C55E"/><ellipse cx="${14 + i * 14}" cy="86" rx="3" ry="1.6" fill="#22C55E"/>`,
  ).join('');
  return `<circle cx="82" cy="18" r="10" fill="#FDE047"/>
<path d="M0 78q50-14 100 0v22H0z" fill="#65A30D"/>
<rect x="68" y="36" width="16" height="44" fill="#D1D5DB"/><path d="M68 36a8 8 0 0 1 16 0z" fill="#9CA3AF"/>
<path d="M70 46h12M70 56h12M70 66h12" stroke="#9CA3AF" stroke-width="1.4"/>
<path d="M16 48l24-20 24 20v32H16z" fill="#DC2626"/><path d="M12 50l28-24 28 24" stroke="#FFFFFF" stroke-width="4" fill="none" stroke-linejoin="round"/>
<rect x="30" y="58" width="20" height="22" fill="#FFFFFF"/><rect x="32" y="60" width="16" height="20" fill="#7F1D1D"/>
<path d="M32 60l16 20M48 60L32 80" stroke="#FFFFFF" stroke-width="2"/>
<circle cx="40" cy="44" r="5" fill="#FFFFFF"/><circle cx="40" cy="44" r="3" fill="#7F1D1D"/>
${crops}`;
}

/** Letter tiles on a rack making a word, and a pencil. */
function wordMaster(): string {
  const tile = (x: number, y: number, letter: string, points: number, tilt = 0) =>
    `<g transform="rotate(${tilt} ${x + 10} ${y + 10})"><rect x="${x}" y="${y}" width="20" height="20" rx="3" fill="#FEF3C7" stroke="#92400E" stroke-width="1.6"/><text x="${x + 9}" y="${y + 15}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="13" fill="#451A03">${letter}</text><text x="${x + 17}" y="${y + 18}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="5" fill="#92400E">${points}</text></g>`;
  return `<rect x="8" y="70" width="84" height="12" rx="3" fill="#7C2D12"/><path d="M8 70l4-6h76l4 6z" fill="#9A3412"/>
${tile(8, 48, 'W', 4)}${tile(30, 48, 'O', 1)}${tile(52, 48, 'R', 1)}${tile(74, 48, 'D', 2)}
${tile(22, 16, 'A', 1, -10)}${tile(46, 20, 'S', 1, 6)}${tile(68, 12, 'K', 5, 12)}
<path d="M74 92l20-20 4 4-20 20-6 2z" fill="#FBBF24" stroke="#78350F" stroke-width="1.4"/><path d="M74 92l-2 6 6-2z" fill="#1F2937"/>`;
}

/** A lucky tiger holding a gold coin under a red lantern. */
function fortuneTiger(): string {
  return `<path d="M86 0v6" stroke="#B91C1C" stroke-width="2"/><ellipse cx="86" cy="14" rx="10" ry="8" fill="#DC2626"/><rect x="81" y="5" width="10" height="3" fill="#FBBF24"/><rect x="81" y="20" width="10" height="3" fill="#FBBF24"/><path d="M86 23v6" stroke="#FBBF24" stroke-width="2"/>
<path d="M14 0v4" stroke="#B91C1C" stroke-width="2"/><ellipse cx="14" cy="11" rx="8" ry="6.5" fill="#DC2626"/><rect x="10" y="4" width="8" height="2.5" fill="#FBBF24"/><rect x="10" y="16" width="8" height="2.5" fill="#FBBF24"/>
<path d="M24 44l5-10 8 9zM76 44l-5-10-8 9z" fill="#F59E0B"/>
<ellipse cx="50" cy="58" rx="28" ry="24" fill="#F59E0B"/>
<path d="M50 36v8M41 38l2 6M59 38l-2 6M22 56h7M22 63h6M78 56h-7M78 63h-6" stroke="#1F2937" stroke-width="2.4" stroke-linecap="round"/>
<ellipse cx="50" cy="68" rx="15" ry="11" fill="#FFF7ED"/>
<path d="M36 55q4-4 8 0M56 55q4-4 8 0" stroke="#1F2937" stroke-width="2.6" fill="none" stroke-linecap="round"/>
<path d="M46 64h8l-4 4z" fill="#1F2937"/><path d="M44 72q6 4 12 0" stroke="#1F2937" stroke-width="1.6" fill="none"/>
${coin(50, 86, 12)}<ellipse cx="36" cy="88" rx="6" ry="5" fill="#F59E0B"/><ellipse cx="64" cy="88" rx="6" ry="5" fill="#F59E0B"/>`;
}

/** Categories' drawings for products without their own. */
function phoneApp(): string {
  return `<rect x="30" y="8" width="40" height="84" rx="8" fill="#111827"/><rect x="33" y="16" width="34" height="66" rx="3" fill="#E0F2FE"/>
<rect x="37" y="22" width="12" height="12" rx="3" fill="#F97316"/><rect x="51" y="22" width="12" height="12" rx="3" fill="#22C55E"/>
<rect x="37" y="38" width="12" height="12" rx="3" fill="#3B82F6"/><rect x="51" y="38" width="12" height="12" rx="3" fill="#EC4899"/>
<rect x="37" y="56" width="26" height="16" rx="4" fill="#FFFFFF"/><path d="M46 60v8l6-4z" fill="#0EA5E9"/>
<circle cx="50" cy="87" r="2.5" fill="#374151"/>${coin(74, 74, 12)}`;
}

function clipboardSurvey(): string {
  const row = (y: number, on: boolean) =>
    `<rect x="32" y="${y}" width="8" height="8" rx="2" fill="#FFFFFF" stroke="#0F766E" stroke-width="1.6"/>${on ? `<path d="M33.5 ${y + 4}l2.5 2.5 4-5" stroke="#0F766E" stroke-width="2" fill="none"/>` : ''}<rect x="44" y="${y + 2}" width="24" height="4" rx="2" fill="#99F6E4"/>`;
  return `<rect x="22" y="14" width="56" height="78" rx="6" fill="#FFFFFF" stroke="#115E59" stroke-width="3"/>
<rect x="38" y="8" width="24" height="12" rx="3" fill="#115E59"/>
${row(30, true)}${row(46, true)}${row(62, false)}
<path d="M70 92l16-30 6 3-16 30-7 3z" fill="#FBBF24" stroke="#92400E" stroke-width="1.4"/>`;
}

function gamepad(): string {
  return `<path d="M22 40h56c10 0 16 10 16 24 0 14-6 22-14 22-8 0-12-10-18-10H38c-6 0-10 10-18 10-8 0-14-8-14-22 0-14 6-24 16-24z" fill="#4F46E5"/>
<path d="M26 56h14M33 49v14" stroke="#FFFFFF" stroke-width="5" stroke-linecap="round"/>
<circle cx="68" cy="52" r="4" fill="#FBBF24"/><circle cx="78" cy="60" r="4" fill="#F472B6"/><circle cx="60" cy="60" r="4" fill="#34D399"/><circle cx="68" cy="68" r="4" fill="#60A5FA"/>
${star(50, 22, 9, '#FDE047')}`;
}

function giftBox(): string {
  return `<rect x="18" y="44" width="64" height="46" rx="4" fill="#EF4444"/><rect x="14" y="34" width="72" height="14" rx="3" fill="#F87171"/>
<rect x="44" y="34" width="12" height="56" fill="#FDE047"/>
<path d="M50 34c-8-14-24-14-22-4 2 6 14 4 22 4zM50 34c8-14 24-14 22-4-2 6-14 4-22 4z" fill="#FDE047" stroke="#CA8A04" stroke-width="1.6"/>
${coin(80, 22, 10)}`;
}

function walletCard(): string {
  return `<rect x="12" y="28" width="76" height="54" rx="8" fill="#0F766E"/><rect x="12" y="28" width="76" height="14" fill="#115E59"/>
<rect x="58" y="48" width="30" height="18" rx="4" fill="#14B8A6"/><circle cx="68" cy="57" r="4" fill="#FFFFFF"/>
${coin(32, 22, 10)}${coin(50, 16, 8)}`;
}

const OWN: Record<string, Art> = {
  tiger_slots: { draw: tigerSlots, from: '#FDBA74', to: '#B45309' },
  lucky_lotto: { draw: luckyLotto, from: '#6EE7B7', to: '#047857' },
  pet_battle: { draw: petBattle, from: '#A5B4FC', to: '#4338CA' },
  sudoku_sprint: { draw: sudokuSprint, from: '#BAE6FD', to: '#0284C7' },
  bubble_pop: { draw: bubblePop, from: '#F9A8D4', to: '#BE185D' },
  crypto_quiz: { draw: cryptoQuiz, from: '#DDD6FE', to: '#6D28D9' },
  mega_wheel: { draw: megaWheel, from: '#FCA5A5', to: '#B91C1C' },
  farm_tycoon: { draw: farmTycoon, from: '#BEF264', to: '#4D7C0F' },
  word_master: { draw: wordMaster, from: '#FDE68A', to: '#C2410C' },
  fortune_tiger_club: { draw: fortuneTiger, from: '#FCA5A5', to: '#991B1B' },
};

/** The drawing of a product without its own, chosen by words of its code, category or type. */
function byKind(words: string): Art {
  if (/slot|casino|spin|wheel|roulette/.test(words)) return OWN.mega_wheel as Art;
  if (/lotto|lottery|draw|ticket/.test(words)) return OWN.lucky_lotto as Art;
  if (/survey|poll|form/.test(words)) return { draw: clipboardSurvey, from: '#99F6E4', to: '#0F766E' };
  if (/quiz|trivia|question/.test(words)) return OWN.crypto_quiz as Art;
  if (/puzzle|sudoku|word|brain/.test(words)) return OWN.sudoku_sprint as Art;
  if (/farm|garden|city|build|tycoon/.test(words)) return OWN.farm_tycoon as Art;
  if (/pet|cat|dog|animal/.test(words)) return OWN.pet_battle as Art;
  if (/wallet|finance|bank|crypto|exchange|pay/.test(words))
    return { draw: walletCard, from: '#5EEAD4', to: '#115E59' };
  if (/app|signup|install|shop|social|follow/.test(words)) return { draw: phoneApp, from: '#BAE6FD', to: '#1D4ED8' };
  if (/gift|bonus|welfare|reward|recharge/.test(words)) return { draw: giftBox, from: '#FECACA', to: '#B91C1C' };
  return { draw: gamepad, from: '#C7D2FE', to: '#3730A3' };
}

function icon(code: string, art: Art): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128" role="img">
<title>${code}</title>
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.from}"/><stop offset="1" stop-color="${art.to}"/></linearGradient></defs>
<rect width="128" height="128" rx="28" fill="url(#bg)"/>
<circle cx="28" cy="26" r="30" fill="#FFFFFF" opacity="0.12"/>
<g transform="translate(14 14)">${art.draw()}</g>
</svg>
`;
}

function cover(code: string, art: Art): string {
  const sparkles = [
    [40, 40, 6],
    [90, 140, 4],
    [200, 30, 5],
    [150, 70, 3],
    [30, 120, 3],
  ]
    .map(([x, y, r]) => star(x as number, y as number, r as number, '#FFFFFF'))
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" width="320" height="180" role="img">
<title>${code}</title>
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.from}"/><stop offset="1" stop-color="${art.to}"/></linearGradient>
<radialGradient id="glow" cx="0.72" cy="0.5" r="0.45"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.55"/><stop offset="1" stop-color="#FFFFFF" stop-opacity="0"/></radialGradient>
</defs>
<rect width="320" height="180" fill="url(#sky)"/>
<rect width="320" height="180" fill="url(#glow)"/>
<g opacity="0.2" fill="#FFFFFF"><circle cx="40" cy="160" r="60"/><circle cx="130" cy="190" r="55"/></g>
<g opacity="0.9">${sparkles}</g>
<g transform="translate(20 40) scale(0.9)" opacity="0.22">${art.draw()}</g>
<ellipse cx="230" cy="166" rx="78" ry="8" fill="#000000" opacity="0.15"/>
<g transform="translate(160 18) scale(1.45)">${art.draw()}</g>
</svg>
`;
}

interface ProductRef {
  code: string;
  words: string;
}

/** Product codes of the seed (the home catalogue) and of the offers data file when it exists. */
function products(): ProductRef[] {
  const found = new Map<string, string>();
  const seed = readFileSync(SEED, 'utf8');
  for (const m of seed.matchAll(/code: '([a-z][a-z0-9_]*)',[\s\S]*?product_type: '([a-z]+)'/g)) {
    found.set(m[1] as string, `${m[1]} ${m[2]}`);
  }
  if (existsSync(DATA)) {
    const raw = JSON.parse(readFileSync(DATA, 'utf8')) as unknown;
    const list = (Array.isArray(raw) ? raw : ((raw as { products?: unknown[] }).products ?? [])) as Array<
      Record<string, unknown>
    >;
    for (const p of list) {
      if (typeof p.code !== 'string') continue;
      const words = [p.code, p.category, p.product_type, p.title].filter((w) => typeof w === 'string').join(' ');
      found.set(p.code, words.toLowerCase());
    }
  }
  return [...found].map(([code, words]) => ({ code, words }));
}

mkdirSync(OUT, { recursive: true });
const list = products();
for (const { code, words } of list) {
  const art = OWN[code] ?? byKind(words);
  writeFileSync(path.join(OUT, `${code}.svg`), icon(code, art));
  writeFileSync(path.join(OUT, `${code}-cover.svg`), cover(code, art));
}
console.log(`${list.length} products (icon and cover each) in ${OUT}: ${list.map((p) => p.code).join(', ')}`);
