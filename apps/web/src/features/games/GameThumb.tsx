'use client';

import { useState } from 'react';
import { cx } from '@/components/ui/cx';
import { GamepadIcon } from './GameIcons';

/** A game's thumbnail (public/games/thumbs/<id>.svg); a controller drawing if it cannot load. */
export function GameThumb({ src, className }: { src: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <span
      className={cx(
        'relative flex items-center justify-center overflow-hidden bg-gradient-to-br from-hero-start via-hero-mid to-hero-end text-white/40',
        className,
      )}
    >
      {failed ? (
        <GamepadIcon className="size-10" />
      ) : (
        // biome-ignore lint/performance/noImgElement: small local SVGs; next/image adds nothing here
        <img
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          className="absolute inset-0 size-full object-cover"
        />
      )}
    </span>
  );
}
