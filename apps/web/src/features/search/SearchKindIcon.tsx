import type { SearchKind } from '@app/shared/search/search-contracts';
import { LineIcon } from '@/components/icons';

/** Each kind's tint: the icon's colour and, faded, its tile's background. */
export const KIND_TINT: Record<SearchKind, string> = {
  player: '#4F7CFF',
  post: '#F2994A',
  product: '#27AE60',
  game: '#B34DFF',
};

/** A kind's picture where a hit has none of its own (a player without an avatar, a game, a post without a cover). */
export function SearchKindIcon({ kind, className = 'size-6' }: { kind: SearchKind; className?: string }) {
  switch (kind) {
    case 'player':
      return (
        <LineIcon className={className}>
          <circle cx="12" cy="8" r="4" />
          <path d="M4.5 20c1.2-3.6 4-5.5 7.5-5.5s6.3 1.9 7.5 5.5" />
        </LineIcon>
      );
    case 'post':
      return (
        <LineIcon className={className}>
          <rect x="4.5" y="3.5" width="15" height="17" rx="2.5" />
          <path d="M8 8h8M8 12h8M8 16h5" />
        </LineIcon>
      );
    case 'product':
      return (
        <LineIcon className={className}>
          <path d="M5 8h14l-1.2 11.2a1.5 1.5 0 0 1-1.5 1.3H7.7a1.5 1.5 0 0 1-1.5-1.3L5 8Z" />
          <path d="M9 10V6.5a3 3 0 0 1 6 0V10" />
        </LineIcon>
      );
    case 'game':
      return (
        <LineIcon className={className}>
          <path d="M7 8h10a4 4 0 0 1 3.9 4.9l-.9 3.8a2.3 2.3 0 0 1-3.9 1l-2.1-2.2h-4l-2.1 2.2a2.3 2.3 0 0 1-3.9-1l-.9-3.8A4 4 0 0 1 7 8Z" />
          <path d="M8 11v3M6.5 12.5h3" />
          <circle cx="15.5" cy="11.5" r=".6" fill="currentColor" />
          <circle cx="17" cy="13.5" r=".6" fill="currentColor" />
        </LineIcon>
      );
  }
}
