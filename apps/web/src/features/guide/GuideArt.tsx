import type { ReactNode } from 'react';

/** One illustration of the guide: drawn shapes on a soft glow, decorative (the step's text says it all). */
function Art({ children }: { children: ReactNode }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 240 200" className="h-full w-auto max-w-full overflow-visible">
      <circle cx="120" cy="100" r="92" className="fill-amber-400/8" />
      <circle cx="120" cy="100" r="64" className="fill-amber-400/10" />
      {children}
    </svg>
  );
}

function Sparkle({ x, y, size, className }: { x: number; y: number; size: number; className: string }) {
  const s = size;
  return (
    <path
      d={`M${x} ${y - s}Q${x + s * 0.18} ${y - s * 0.18} ${x + s} ${y}Q${x + s * 0.18} ${y + s * 0.18} ${x} ${y + s}Q${x - s * 0.18} ${y + s * 0.18} ${x - s} ${y}Q${x - s * 0.18} ${y - s * 0.18} ${x} ${y - s}Z`}
      className={className}
    />
  );
}

/** Step "play": a game controller before two game cards. */
export function PlayArt() {
  return (
    <Art>
      <g transform="rotate(-14 70 82)">
        <rect x="40" y="40" width="62" height="84" rx="14" className="fill-sky-500" />
        <path d="M64 70v24l20-12Z" className="fill-white" />
      </g>
      <g transform="rotate(12 172 80)">
        <rect x="140" y="38" width="62" height="84" rx="14" className="fill-fuchsia-500" />
        <path d="M171 62l5.5 11 12 1.8-8.7 8.4 2 12-10.8-5.7-10.8 5.7 2-12-8.7-8.4 12-1.8Z" className="fill-white" />
      </g>
      <path
        d="M78 108c6-14 20-20 42-20s36 6 42 20l12 34c4 12-10 22-20 14l-16-14H102l-16 14c-10 8-24-2-20-14Z"
        className="fill-amber-400"
      />
      <path d="M93 112h8v-8h8v8h8v8h-8v8h-8v-8h-8Z" className="fill-neutral-900" />
      <circle cx="146" cy="110" r="5" className="fill-rose-500" />
      <circle cx="158" cy="122" r="5" className="fill-emerald-500" />
      <circle cx="134" cy="122" r="5" className="fill-sky-500" />
      <Sparkle x={36} y={150} size={8} className="fill-amber-300" />
      <Sparkle x={206} y={150} size={6} className="fill-sky-300" />
      <Sparkle x={122} y={30} size={7} className="fill-fuchsia-300" />
    </Art>
  );
}

function Coin({ x, y, r, className }: { x: number; y: number; r: number; className: string }) {
  return (
    <g>
      <circle cx={x} cy={y} r={r} className={className} />
      <circle cx={x} cy={y} r={r * 0.68} className="fill-none stroke-amber-600/60" strokeWidth="2" />
      <path
        d={`M${x} ${y - r * 0.36}v${r * 0.72}`}
        className="stroke-amber-700/70"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </g>
  );
}

/** Step "wallet": coins dropping into a wallet, one of them on its way out to a friend. */
export function WalletArt() {
  return (
    <Art>
      <Coin x={92} y={46} r={16} className="fill-yellow-300" />
      <Coin x={132} y={30} r={12} className="fill-amber-300" />
      <Coin x={160} y={58} r={14} className="fill-yellow-300" />
      <rect x="48" y="78" width="144" height="98" rx="20" className="fill-amber-500" />
      <rect x="48" y="78" width="144" height="30" rx="15" className="fill-amber-400" />
      <rect x="140" y="116" width="64" height="36" rx="14" className="fill-amber-300" />
      <circle cx="160" cy="134" r="7" className="fill-neutral-900" />
      <g>
        <circle cx="204" cy="64" r="18" className="fill-emerald-500" />
        <path
          d="M196 64h16m-6-6 6 6-6 6"
          className="fill-none stroke-white"
          strokeWidth="3.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
      <Sparkle x={40} y={60} size={7} className="fill-amber-300" />
      <Sparkle x={30} y={150} size={5} className="fill-sky-300" />
    </Art>
  );
}

/** Step "start": a rocket on its way up. */
export function StartArt() {
  return (
    <Art>
      <g transform="rotate(35 120 100)">
        <path d="M106 150h28l-6 26h-16Z" className="fill-orange-500" />
        <path d="M111 150h18l-4 16h-10Z" className="fill-amber-300" />
        <path d="M96 118 78 144l26-4Z" className="fill-rose-500" />
        <path d="m144 118 18 26-26-4Z" className="fill-rose-500" />
        <path d="M120 24c22 18 30 50 26 96l-6 30h-40l-6-30c-4-46 4-78 26-96Z" className="fill-white" />
        <path d="M120 24c10 8 17 19 21 32H99c4-13 11-24 21-32Z" className="fill-rose-500" />
        <circle cx="120" cy="86" r="15" className="fill-sky-500" />
        <circle cx="120" cy="86" r="9" className="fill-sky-300" />
      </g>
      <Sparkle x={42} y={52} size={8} className="fill-amber-300" />
      <Sparkle x={200} y={160} size={7} className="fill-sky-300" />
      <Sparkle x={196} y={38} size={5} className="fill-fuchsia-300" />
      <circle cx="52" cy="150" r="3" className="fill-white/60" />
      <circle cx="186" cy="96" r="2.5" className="fill-white/60" />
    </Art>
  );
}
