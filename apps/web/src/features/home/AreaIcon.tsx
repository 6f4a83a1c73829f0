import type { ReactNode } from 'react';
import { LineIcon } from '@/components/icons';
import type { HomeAreaId } from './areas';

/** 24-unit line drawings of the home page's areas; decorative (the entry's label names the area). */
const PATHS: Record<HomeAreaId, ReactNode> = {
  casino: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="4" />
      <circle cx="8.5" cy="8.5" r="1.1" fill="currentColor" />
      <circle cx="15.5" cy="15.5" r="1.1" fill="currentColor" />
      <circle cx="12" cy="12" r="1.1" fill="currentColor" />
      <circle cx="15.5" cy="8.5" r="1.1" fill="currentColor" />
      <circle cx="8.5" cy="15.5" r="1.1" fill="currentColor" />
    </>
  ),
  wallet: (
    <>
      <path d="M4 7.5A2.5 2.5 0 0 1 6.5 5H18a1 1 0 0 1 1 1v2" />
      <rect x="3.5" y="7.5" width="17" height="12" rx="2.5" />
      <path d="M16 13.5h1.5" />
    </>
  ),
  mission: (
    <>
      <circle cx="12" cy="12" r="8" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="12" cy="12" r="0.75" fill="currentColor" />
    </>
  ),
  task: (
    <>
      <rect x="5" y="4" width="14" height="17" rx="2.5" />
      <path d="M9 4.5V3.5h6v1" />
      <path d="m8.5 11 1.5 1.5 3-3M8.5 16.5h7" />
    </>
  ),
  pet: (
    <>
      <ellipse cx="12" cy="16" rx="4.5" ry="3.75" />
      <circle cx="6" cy="10.5" r="1.75" />
      <circle cx="18" cy="10.5" r="1.75" />
      <circle cx="9.25" cy="6.5" r="1.75" />
      <circle cx="14.75" cy="6.5" r="1.75" />
    </>
  ),
  pool: (
    <>
      <ellipse cx="12" cy="6.5" rx="6.5" ry="2.5" />
      <path d="M5.5 6.5v5c0 1.4 2.9 2.5 6.5 2.5s6.5-1.1 6.5-2.5v-5" />
      <path d="M5.5 11.5v5c0 1.4 2.9 2.5 6.5 2.5s6.5-1.1 6.5-2.5v-5" />
    </>
  ),
  vote: (
    <>
      <path d="M4 14h16v6H4z" />
      <path d="M8 14V5.5A1.5 1.5 0 0 1 9.5 4h5A1.5 1.5 0 0 1 16 5.5V14" />
      <path d="m10 9 1.5 1.5L14.5 7.5" />
    </>
  ),
  giftcode: (
    <>
      <rect x="3.5" y="8.5" width="17" height="4" rx="1" />
      <path d="M5 12.5V20h14v-7.5M12 8.5V20" />
      <path d="M12 8.5C10.5 5 7 4.5 7 6.75S10 8.5 12 8.5c2 0 5 0 5-1.75S13.5 5 12 8.5Z" />
    </>
  ),
  share: (
    <>
      <circle cx="9.5" cy="8" r="3.5" />
      <path d="M3.5 19.5c.6-3.2 3-5 6-5s5.4 1.8 6 5" />
      <path d="M18.5 8v6M15.5 11h6" />
    </>
  ),
  agents: (
    <>
      <rect x="3.5" y="7.5" width="17" height="12" rx="2.5" />
      <path d="M9 7.5V6a1.5 1.5 0 0 1 1.5-1.5h3A1.5 1.5 0 0 1 15 6v1.5" />
      <path d="M3.5 12.5h17M11 12.5v2h2v-2" />
    </>
  ),
  market: (
    <>
      <path d="M4.5 9.5 6 4.5h12l1.5 5" />
      <path d="M4.5 9.5a2.5 2.5 0 0 0 5 0 2.5 2.5 0 0 0 5 0 2.5 2.5 0 0 0 5 0" />
      <path d="M5.5 11.5V19.5h13v-8M10 19.5v-4h4v4" />
    </>
  ),
  posts: (
    <>
      <path d="M5 4.5h14a1.5 1.5 0 0 1 1.5 1.5v9a1.5 1.5 0 0 1-1.5 1.5h-8l-4.5 3.5v-3.5H5A1.5 1.5 0 0 1 3.5 15V6A1.5 1.5 0 0 1 5 4.5z" />
      <path d="M7.5 9h9M7.5 12h6" />
    </>
  ),
};

export function AreaIcon({ area, className = 'size-6' }: { area: HomeAreaId; className?: string }) {
  return (
    <LineIcon className={className} strokeWidth={1.8}>
      {PATHS[area]}
    </LineIcon>
  );
}
