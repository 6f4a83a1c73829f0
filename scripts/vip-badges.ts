/**
 * Draws the 11 VIP level badges (spec 3: "VIP level images: levels 0 to 10") into
 * apps/web/public/luckybear/vip/level-<n>.svg: a shield in the tier's metal (bronze 0-2, silver 3-5,
 * gold 6-8, diamond 9-10), a bear's head, stars for the level within the tier and the number on a
 * ribbon. Generated art, committed; run again after changing it: `npx tsx scripts/vip-badges.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const OUT = path.resolve(import.meta.dirname, '../apps/web/public/luckybear/vip');

interface Tier {
  name: string;
  light: string;
  dark: string;
  rim: string;
}
const TIERS: Tier[] = [
  { name: 'Bronze', light: '#E7A46B', dark: '#8C4A1F', rim: '#5E2F12' },
  { name: 'Silver', light: '#F1F4F8', dark: '#8D99AE', rim: '#4A5568' },
  { name: 'Gold', light: '#FFE27A', dark: '#C98A0B', rim: '#7A4E00' },
  { name: 'Diamond', light: '#B9F3FF', dark: '#3A7BD5', rim: '#1B3A73' },
];
const tierOf = (level: number): Tier => TIERS[level >= 9 ? 3 : Math.floor(level / 3)] as Tier;
const starsOf = (level: number): number => (level >= 9 ? level - 7 : (level % 3) + 1);

function star(cx: number, cy: number, r: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(`${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`);
  }
  return `<polygon points="${points.join(' ')}" fill="#FFF7D6" stroke="#7A4E00" stroke-width="1"/>`;
}

function badge(level: number): string {
  const tier = tierOf(level);
  const stars = starsOf(level);
  const starRow = Array.from({ length: stars }, (_, i) => star(64 + (i - (stars - 1) / 2) * 15, 29, 6.5)).join('');
  const sparkle =
    level >= 9
      ? '<path d="M96 44l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" fill="#FFFFFF" opacity="0.9"/><path d="M30 40l2 4 4 2-4 2-2 4-2-4-4-2 4-2z" fill="#FFFFFF" opacity="0.8"/>'
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128" role="img">
<title>VIP ${level} (${tier.name})</title>
<defs>
<linearGradient id="metal" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${tier.light}"/><stop offset="1" stop-color="${tier.dark}"/></linearGradient>
<linearGradient id="inner" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2B1B10"/><stop offset="1" stop-color="#120A05"/></linearGradient>
</defs>
<path d="M64 8l44 14v34c0 30-20 52-44 64C40 108 20 86 20 56V22z" fill="url(#metal)" stroke="${tier.rim}" stroke-width="3"/>
<path d="M64 20l33 10v26c0 23-15 41-33 51-18-10-33-28-33-51V30z" fill="url(#inner)" opacity="0.9"/>
${starRow}
<circle cx="48" cy="50" r="8" fill="#A9683A"/><circle cx="80" cy="50" r="8" fill="#A9683A"/>
<circle cx="48" cy="50" r="4" fill="#6B3B1C"/><circle cx="80" cy="50" r="4" fill="#6B3B1C"/>
<ellipse cx="64" cy="66" rx="19" ry="17" fill="#C07C45"/>
<ellipse cx="64" cy="73" rx="9" ry="7" fill="#F1D2B0"/>
<ellipse cx="64" cy="69.5" rx="4" ry="3" fill="#2B1B10"/>
<circle cx="57" cy="61" r="2.6" fill="#2B1B10"/><circle cx="71" cy="61" r="2.6" fill="#2B1B10"/>
${sparkle}
<path d="M30 90h68l-6 9 6 9H30l6-9z" fill="${tier.dark}" stroke="${tier.rim}" stroke-width="2"/>
<text x="64" y="104" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="15" font-weight="700" fill="#FFFFFF">VIP ${level}</text>
</svg>
`;
}

mkdirSync(OUT, { recursive: true });
for (let level = 0; level <= 10; level++) writeFileSync(path.join(OUT, `level-${level}.svg`), badge(level));
console.log(`11 badges in ${OUT}`);
