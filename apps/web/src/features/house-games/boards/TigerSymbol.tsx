/** The slot's symbols as small SVG pictures (the four card ranks are letters, as on any slot). */
const RANK_COLOURS: Record<string, string> = { A: '#f87171', K: '#60a5fa', Q: '#c084fc', J: '#4ade80' };

export function TigerSymbol({ symbol }: { symbol: string }) {
  const rank = RANK_COLOURS[symbol];
  return (
    <svg viewBox="0 0 48 48" className="size-full" role="img" aria-label={symbol}>
      {rank ? (
        <text
          x="24"
          y="34"
          textAnchor="middle"
          fontSize="28"
          fontWeight="800"
          fill={rank}
          stroke="#01050e"
          strokeWidth="1"
          fontFamily="Georgia, serif"
        >
          {symbol}
        </text>
      ) : (
        <Picture symbol={symbol} />
      )}
    </svg>
  );
}

function Picture({ symbol }: { symbol: string }) {
  switch (symbol) {
    case 'tiger':
      return (
        <g>
          <circle cx="13" cy="13" r="6" fill="#f59e0b" />
          <circle cx="35" cy="13" r="6" fill="#f59e0b" />
          <circle cx="24" cy="26" r="16" fill="#f59e0b" />
          <path d="M24 10v7M16 12l3 6M32 12l-3 6M9 24h6M33 24h6M10 31h6M32 31h6" stroke="#1f1300" strokeWidth="2.5" />
          <ellipse cx="24" cy="33" rx="7" ry="5" fill="#fff7ed" />
          <circle cx="18" cy="24" r="2.2" fill="#1f1300" />
          <circle cx="30" cy="24" r="2.2" fill="#1f1300" />
          <path d="M21 31l3 2 3-2" stroke="#1f1300" strokeWidth="2" fill="none" />
        </g>
      );
    case 'dragon':
      return (
        <g>
          <path d="M8 34c4-14 12-22 24-22 6 0 9 4 9 8s-4 6-8 6c-6 0-8 6-4 10H8z" fill="#22c55e" />
          <path d="M30 12l4-6 2 7M24 14l1-6 4 5" fill="#16a34a" />
          <circle cx="34" cy="19" r="2" fill="#fef08a" />
          <path d="M12 34l4-6 4 6 4-6 4 6" stroke="#14532d" strokeWidth="2" fill="none" />
        </g>
      );
    case 'koi':
      return (
        <g>
          <path d="M6 24c6-9 16-12 26-8l10-6-2 14 2 14-10-6c-10 4-20 1-26-8z" fill="#fb923c" />
          <path d="M16 18c3 3 3 9 0 12M24 17c2 4 2 10 0 14" stroke="#fff7ed" strokeWidth="3" fill="none" />
          <circle cx="11" cy="22" r="1.8" fill="#1f1300" />
        </g>
      );
    case 'lantern':
      return (
        <g>
          <rect x="20" y="4" width="8" height="5" rx="1" fill="#fbbf24" />
          <ellipse cx="24" cy="24" rx="15" ry="14" fill="#dc2626" />
          <path d="M24 10v28M15 13c-4 7-4 15 0 22M33 13c4 7 4 15 0 22" stroke="#fbbf24" strokeWidth="1.8" fill="none" />
          <rect x="20" y="38" width="8" height="4" rx="1" fill="#fbbf24" />
          <path d="M24 42v4" stroke="#fbbf24" strokeWidth="2" />
        </g>
      );
    default:
      return (
        <g>
          <circle cx="24" cy="24" r="17" fill="#facc15" stroke="#a16207" strokeWidth="2.5" />
          <rect x="19" y="19" width="10" height="10" fill="#a16207" />
        </g>
      );
  }
}
