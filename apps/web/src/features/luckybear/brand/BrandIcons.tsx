import { LineIcon } from '@/components/icons';

/** The brand's navigation icons: 24 px line drawings in the current colour (decorative: the links are labelled). */
export function LobbyIcon() {
  return (
    <LineIcon className="size-6" strokeWidth={1.8}>
      <rect x="3" y="6" width="8" height="12" rx="2" transform="rotate(-8 7 12)" />
      <rect x="12" y="5" width="9" height="13" rx="2" />
      <circle cx="16.5" cy="11.5" r="1.6" fill="currentColor" stroke="none" />
    </LineIcon>
  );
}

export function WheelIcon() {
  return (
    <LineIcon className="size-6" strokeWidth={1.8}>
      <circle cx="12" cy="13" r="8" />
      <path d="M12 5v16M4 13h16M6.3 7.3l11.4 11.4M17.7 7.3 6.3 18.7" />
      <path d="M10 2.5h4L12 5z" fill="currentColor" />
    </LineIcon>
  );
}

export function TicketIcon() {
  return (
    <LineIcon className="size-6" strokeWidth={1.8}>
      <path d="M3 8a2 2 0 0 0 0 4v4h18v-4a2 2 0 0 1 0-4V4H3z" transform="translate(0 2)" />
      <path d="M14 6v2M14 11v2M14 16v2" />
    </LineIcon>
  );
}

export function CrownIcon() {
  return (
    <LineIcon className="size-6" strokeWidth={1.8}>
      <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 10H5z" />
      <path d="M5 21h14" />
    </LineIcon>
  );
}

export function TrophyIcon() {
  return (
    <LineIcon className="size-6" strokeWidth={1.8}>
      <path d="M7 4h10v5a5 5 0 0 1-10 0z" />
      <path d="M7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4M12 14v4M8 21h8M9 18h6" />
    </LineIcon>
  );
}
