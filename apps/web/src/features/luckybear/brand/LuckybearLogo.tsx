/**
 * The brand's mark (spec 2.1: its own brand and icon): a bear's head holding a gold coin, drawn as
 * SVG so it is sharp at any size and costs no request. `wordmark` adds the name beside it.
 */
export function LuckybearLogo({ size = 36, wordmark = false }: { size?: number; wordmark?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2" data-testid="luckybear-logo">
      <svg width={size} height={size} viewBox="0 0 64 64" role="img" aria-label="LuckyBear">
        <defs>
          <radialGradient id="lb-fur" cx="50%" cy="40%" r="60%">
            <stop offset="0" stopColor="#C98A4B" />
            <stop offset="1" stopColor="#8A5427" />
          </radialGradient>
          <linearGradient id="lb-coin" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#FFE28A" />
            <stop offset="1" stopColor="#F0A81C" />
          </linearGradient>
        </defs>
        <circle cx="15" cy="15" r="10" fill="#8A5427" />
        <circle cx="49" cy="15" r="10" fill="#8A5427" />
        <circle cx="15" cy="15" r="5" fill="#E8B98A" />
        <circle cx="49" cy="15" r="5" fill="#E8B98A" />
        <circle cx="32" cy="34" r="24" fill="url(#lb-fur)" />
        <ellipse cx="32" cy="42" rx="12" ry="9" fill="#F1D2AE" />
        <circle cx="23" cy="30" r="3.2" fill="#231203" />
        <circle cx="41" cy="30" r="3.2" fill="#231203" />
        <circle cx="24" cy="29" r="1" fill="#FFFFFF" />
        <circle cx="42" cy="29" r="1" fill="#FFFFFF" />
        <ellipse cx="32" cy="38" rx="4.2" ry="3" fill="#231203" />
        <path d="M27 44 Q32 48 37 44" stroke="#231203" strokeWidth="2" fill="none" strokeLinecap="round" />
        <circle cx="50" cy="50" r="11" fill="url(#lb-coin)" stroke="#B87305" strokeWidth="1.5" />
        <path
          d="M50 43.5 l1.9 3.9 4.3.6 -3.1 3 .7 4.3 -3.8-2 -3.8 2 .7-4.3 -3.1-3 4.3-.6z"
          fill="#FFF6D6"
          stroke="#B87305"
          strokeWidth="0.8"
          strokeLinejoin="round"
        />
      </svg>
      {wordmark && (
        <span className="text-headline font-extrabold tracking-tight" aria-hidden="true">
          <span className="text-[#FFC83D]">Lucky</span>
          <span className="text-ink">Bear</span>
        </span>
      )}
    </span>
  );
}
