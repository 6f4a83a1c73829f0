'use client';

import { useCallback, useState } from 'react';
import { useOnVisible } from '@/lib/async/use-on-visible';

/**
 * A post's image or gif, loaded when it comes within 200 px of the viewport (spec 9's lazy margin; the
 * browser's own loading="lazy" picks its own, larger margin). The box keeps the image's ratio before
 * it loads so the text below does not jump. Images are the API's upload pipeline output: WebP at
 * quality 75 (spec 9), so they are shown as they are (a gif keeps its frames).
 */
export function LazyImage({
  src,
  width,
  height,
  alt,
  className = '',
  testId,
}: {
  src: string;
  width: number;
  height: number;
  alt: string;
  className?: string;
  testId?: string;
}) {
  const [near, setNear] = useState(false);
  const show = useCallback(() => setNear(true), []);
  const ref = useOnVisible<HTMLSpanElement>(show, !near);
  const ratio = width > 0 && height > 0 ? `${width} / ${height}` : '4 / 3';
  return (
    <span ref={ref} className={`block overflow-hidden bg-neutral-100 ${className}`} style={{ aspectRatio: ratio }}>
      {near ? (
        // biome-ignore lint/performance/noImgElement: a processed WebP of the API's host (quality 75), already sized
        <img
          src={src}
          alt={alt}
          width={width || undefined}
          height={height || undefined}
          decoding="async"
          className="h-full w-full object-cover"
          data-testid={testId}
        />
      ) : (
        // Without JavaScript the observer never runs: the browser's own lazy loading shows the image.
        <noscript>
          {/* biome-ignore lint/performance/noImgElement: as above */}
          <img src={src} alt={alt} width={width || undefined} height={height || undefined} loading="lazy" />
        </noscript>
      )}
    </span>
  );
}
