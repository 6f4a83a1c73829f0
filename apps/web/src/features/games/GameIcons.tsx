import { LineIcon } from '@/components/icons';

type IconProps = { className?: string };

/** A game controller: the tile's stand-in while (or if) its thumbnail does not load. */
export function GamepadIcon({ className = 'size-8' }: IconProps) {
  return (
    <LineIcon className={className}>
      <path d="M6 9h4M8 7v4M15 9.5h.01M18 8h.01" />
      <path d="M7 4h10a5 5 0 0 1 4.9 6l-1 5.2a3 3 0 0 1-5.3 1.3L14 15h-4l-1.6 1.5a3 3 0 0 1-5.3-1.3L2.1 10A5 5 0 0 1 7 4Z" />
    </LineIcon>
  );
}

export function SearchIcon({ className = 'size-5' }: IconProps) {
  return (
    <LineIcon className={className}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </LineIcon>
  );
}

export function HistoryIcon({ className = 'size-5' }: IconProps) {
  return (
    <LineIcon className={className}>
      <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
      <path d="M3 3v5h5M12 7v5l3 2" />
    </LineIcon>
  );
}

export function CoinsIcon({ className = 'size-5' }: IconProps) {
  return (
    <LineIcon className={className}>
      <ellipse cx="9" cy="7" rx="6" ry="3" />
      <path d="M3 7v5c0 1.7 2.7 3 6 3s6-1.3 6-3V7" />
      <path d="M9 18c0 1.7 2.7 3 6 3s6-1.3 6-3v-5c0-1.6-2.4-2.9-5.5-3" />
    </LineIcon>
  );
}

export function ShieldIcon({ className = 'size-5' }: IconProps) {
  return (
    <LineIcon className={className}>
      <path d="M12 3 4 6v6c0 4.5 3.4 8.2 8 9 4.6-.8 8-4.5 8-9V6l-8-3Z" />
      <path d="m9 12 2 2 4-4" />
    </LineIcon>
  );
}

export function ScaleIcon({ className = 'size-5' }: IconProps) {
  return (
    <LineIcon className={className}>
      <path d="M12 3v18M5 21h14M4 7h16" />
      <path d="m4 7-2.5 6a3 3 0 0 0 5 0L4 7ZM20 7l-2.5 6a3 3 0 0 0 5 0L20 7Z" />
    </LineIcon>
  );
}
