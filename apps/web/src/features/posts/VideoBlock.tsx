'use client';

import { useState } from 'react';
import { LazyImage } from './LazyImage';

/**
 * Spec 3 "video with cover": the cover is shown first and nothing of the video loads until the reader
 * taps play (a feed of autoplaying videos costs the reader's data); then the player starts in place.
 */
export function VideoBlock({
  src,
  cover,
  width,
  height,
  playLabel,
}: {
  src: string;
  cover: string;
  width: number;
  height: number;
  playLabel: string;
}) {
  const [playing, setPlaying] = useState(false);
  const ratio = width > 0 && height > 0 ? `${width} / ${height}` : '16 / 9';
  if (playing) {
    return (
      // biome-ignore lint/a11y/useMediaCaption: players' own videos carry no caption track
      <video
        src={src}
        poster={cover}
        controls
        autoPlay
        playsInline
        className="block w-full rounded-xl bg-black"
        style={{ aspectRatio: ratio }}
        data-testid="post-video-player"
      />
    );
  }
  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      className="relative block w-full overflow-hidden rounded-xl bg-neutral-900"
      style={{ aspectRatio: ratio }}
      data-testid="post-video-cover"
    >
      <LazyImage src={cover} width={width} height={height} alt="" className="absolute inset-0 h-full" />
      <span className="absolute inset-0 flex items-center justify-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-black/60 text-white">
          <svg viewBox="0 0 24 24" className="ml-1 size-7" fill="currentColor" aria-hidden="true">
            <path d="M8 5v14l11-7z" />
          </svg>
        </span>
        <span className="sr-only">{playLabel}</span>
      </span>
    </button>
  );
}
