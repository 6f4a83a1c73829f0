'use client';

import { useEffect, useRef, useState } from 'react';
import { cx } from '@/components/ui/cx';
import { IMAGE_LAZY_MARGIN, productImageSrc } from './product-image-src';

/**
 * A product's image (its icon or a cover, on the home page and in the task library) that loads when it
 * comes within 200 px of the viewport (spec 9), at the size it is shown (product-image-src.ts). Until
 * then, and if it fails, a tinted block of the same size holds its place.
 */
export function ProductImage({
  src,
  alt,
  width,
  height,
  className,
  tint = '#E4E7EC',
  eager = false,
}: {
  src: string;
  alt: string;
  /** CSS px, for the layout and the size asked of the optimiser. */
  width: number;
  height: number;
  className?: string;
  tint?: string;
  /** The page's main image: loaded at once (it is in view when the page opens). */
  eager?: boolean;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  const [near, setNear] = useState(eager);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const target = ref.current;
    if (near || !target) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: IMAGE_LAZY_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [near]);
  return (
    <span
      ref={ref}
      className={cx('block overflow-hidden', className)}
      style={{ backgroundColor: tint, aspectRatio: `${width} / ${height}` }}
    >
      {near && !failed && src && (
        // biome-ignore lint/performance/noImgElement: the 200 px margin of spec 9 needs our own observer; sizes come from productImageSrc
        <img
          src={productImageSrc(src, width)}
          alt={alt}
          width={width}
          height={height}
          decoding="async"
          onError={() => setFailed(true)}
          className="block size-full object-cover"
        />
      )}
    </span>
  );
}
