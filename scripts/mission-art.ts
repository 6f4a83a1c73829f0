/**
 * Draws the missions' icons (issue 15) into apps/web/public/missions/<name>.svg: a rounded tile in the
 * mission's colour with a white pictogram (a calendar with a check for the daily sign-in, dice for games
 * played, a gift box for offers completed, a flame for sign-in streaks, a rocket for newbie missions),
 * plus the dialogs' art: a coin stack (reward), a trophy with rays (success), a broken hourglass (failed).
 * Generated art, committed; run again after changing it: `npx tsx scripts/mission-art.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const OUT = path.resolve(import.meta.dirname, '../apps/web/public/missions');

function tile(title: string, from: string, to: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img">
<title>${title}</title>
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect x="2" y="2" width="60" height="60" rx="16" fill="url(#g)"/>
<rect x="2" y="2" width="60" height="30" rx="16" fill="#fff" opacity=".12"/>
${body}
</svg>
`;
}

const WHITE = 'fill="#fff"';
const STROKE = 'fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"';

const ICONS: Record<string, string> = {
  signin: tile(
    'Daily check-in',
    '#4FACFE',
    '#2563EB',
    `<rect x="15" y="18" width="34" height="30" rx="5" ${WHITE} opacity=".95"/>
<rect x="15" y="18" width="34" height="9" rx="4" fill="#1E40AF" opacity=".35"/>
<rect x="22" y="13" width="4" height="9" rx="2" ${WHITE}/><rect x="38" y="13" width="4" height="9" rx="2" ${WHITE}/>
<path d="M24 37l5 5 11-11" fill="none" stroke="#2563EB" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`,
  ),
  game_round: tile(
    'Games played',
    '#A78BFA',
    '#6D28D9',
    `<g transform="rotate(-12 32 32)"><rect x="16" y="16" width="32" height="32" rx="7" ${WHITE}/>
<circle cx="24" cy="24" r="3.2" fill="#6D28D9"/><circle cx="40" cy="24" r="3.2" fill="#6D28D9"/>
<circle cx="32" cy="32" r="3.2" fill="#6D28D9"/><circle cx="24" cy="40" r="3.2" fill="#6D28D9"/>
<circle cx="40" cy="40" r="3.2" fill="#6D28D9"/></g>`,
  ),
  offer_completed: tile(
    'Offers completed',
    '#34D399',
    '#059669',
    `<rect x="14" y="28" width="36" height="22" rx="3" ${WHITE}/>
<rect x="12" y="21" width="40" height="9" rx="3" ${WHITE}/>
<rect x="29" y="21" width="6" height="29" fill="#059669" opacity=".55"/>
<path d="M32 21c-4-7-12-8-12-3s8 3 12 3zM32 21c4-7 12-8 12-3s-8 3-12 3z" ${STROKE}/>`,
  ),
  streak: tile(
    'Sign-in streak',
    '#FDBA74',
    '#EA580C',
    `<path d="M32 11c2 8 12 12 12 25a12 12 0 0 1-24 0c0-6 3-9 5-12 1 4 3 6 5 6-2-7 0-14 2-19z" ${WHITE}/>
<path d="M32 33c1 4 6 6 6 11a6 6 0 0 1-12 0c0-3 2-5 3-6 0 2 1 3 2 3-1-3 0-6 1-8z" fill="#F97316"/>`,
  ),
  newbie: tile(
    'Getting started',
    '#F472B6',
    '#DB2777',
    `<path d="M32 10c8 5 12 14 10 24l-4 6H26l-4-6c-2-10 2-19 10-24z" ${WHITE}/>
<circle cx="32" cy="25" r="4.5" fill="#DB2777"/>
<path d="M22 34l-6 8 8-1M42 34l6 8-8-1" ${WHITE}/>
<path d="M28 44c0 5 2 8 4 10 2-2 4-5 4-10z" fill="#FDE68A"/>`,
  ),
  reward: tile(
    'Reward',
    '#FDE68A',
    '#F59E0B',
    `<ellipse cx="32" cy="44" rx="14" ry="5" fill="#B45309"/><rect x="18" y="36" width="28" height="8" fill="#B45309"/>
<ellipse cx="32" cy="36" rx="14" ry="5" fill="#FCD34D"/><rect x="18" y="28" width="28" height="8" fill="#D97706"/>
<ellipse cx="32" cy="28" rx="14" ry="5" ${WHITE}/><ellipse cx="32" cy="28" rx="9" ry="3" fill="#FBBF24"/>
<path d="M46 14l1.6 3.4 3.4 1.6-3.4 1.6L46 24l-1.6-3.4-3.4-1.6 3.4-1.6z" ${WHITE}/>`,
  ),
  success: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120" role="img">
<title>Reward claimed</title>
<defs><radialGradient id="s" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#FEF3C7"/><stop offset="1" stop-color="#FEF3C7" stop-opacity="0"/></radialGradient>
<linearGradient id="c" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#FDE68A"/><stop offset="1" stop-color="#F59E0B"/></linearGradient></defs>
<circle cx="60" cy="60" r="58" fill="url(#s)"/>
<g fill="#FBBF24" opacity=".7"><animateTransform attributeName="transform" type="rotate" from="0 60 60" to="360 60 60" dur="12s" repeatCount="indefinite"/>
${Array.from({ length: 12 }, (_, i) => `<path d="M60 4l3 16h-6z" transform="rotate(${i * 30} 60 60)"/>`).join('')}</g>
<path d="M40 34h40v14a20 20 0 0 1-40 0z" fill="url(#c)"/>
<path d="M40 38h-8a10 10 0 0 0 10 14M80 38h8a10 10 0 0 1-10 14" fill="none" stroke="#F59E0B" stroke-width="4"/>
<rect x="55" y="66" width="10" height="12" fill="#D97706"/><rect x="44" y="78" width="32" height="9" rx="3" fill="#B45309"/>
<path d="M60 42l3 6 6.5 1-4.7 4.5 1.1 6.5L60 57l-5.9 3 1.1-6.5-4.7-4.5 6.5-1z" fill="#fff"/>
</svg>
`,
  failed: tile(
    'Claim failed',
    '#CBD5E1',
    '#64748B',
    `<path d="M20 12h24M20 52h24" ${STROKE}/>
<path d="M23 13c0 10 9 13 9 19s-9 9-9 19h18c0-10-9-13-9-19s9-9 9-19z" fill="none" stroke="#fff" stroke-width="3.5" stroke-linejoin="round"/>
<path d="M27 48c2-4 8-4 10 0z" ${WHITE}/>
<circle cx="46" cy="44" r="9" fill="#EF4444" stroke="#fff" stroke-width="2.5"/><path d="M42.5 40.5l7 7M49.5 40.5l-7 7" fill="none" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/>`,
  ),
};

mkdirSync(OUT, { recursive: true });
for (const [name, svg] of Object.entries(ICONS)) {
  // Each file's gradient ids are its own (inline SVGs would share one document; <img> files do not).
  writeFileSync(
    path.join(OUT, `${name}.svg`),
    svg.replace(/id="g"/g, `id="${name}-g"`).replace(/url\(#g\)/g, `url(#${name}-g)`),
  );
}
console.log(`mission art: ${Object.keys(ICONS).length} files in ${path.relative(process.cwd(), OUT)}`);
