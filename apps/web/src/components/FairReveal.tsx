'use client';

import Link from 'next/link';

/** The part of a seed-state answer (POST /casino/fair/rotate) that reveals the seed just retired. */
export interface RotatedSeeds {
  previous?: { server_seed_hash: string; server_seed: string } | null;
}

/**
 * A draw's way to its verification (docs/fairness.md): while the draw's server seed is secret, a
 * button that rotates the pair (revealing it); once known, the link to the fairness page with the
 * draw filled in. `onRevealed` gets the seed when the rotation retired this draw's pair.
 */
export function FairReveal({
  seed,
  seedHash,
  verifyHref,
  rotation,
  onRevealed,
  labels,
  testIdPrefix,
  className,
}: {
  seed: string | null;
  seedHash: string;
  verifyHref: (seed: string) => string;
  /** The rotate call (useMutation of POST /casino/fair/rotate for the draw's scope). */
  rotation: {
    mutate: (v: undefined, callbacks: { onSuccess: (state: RotatedSeeds) => void }) => void;
    isPending: boolean;
  };
  onRevealed: (seed: string) => void;
  labels: { verify: string; reveal: string };
  testIdPrefix: string;
  className: string;
}) {
  if (seed) {
    return (
      <Link href={verifyHref(seed)} prefetch={false} className={className} data-testid={`${testIdPrefix}-verify`}>
        {labels.verify}
      </Link>
    );
  }
  return (
    <button
      type="button"
      disabled={rotation.isPending}
      className={`${className} disabled:opacity-50`}
      data-testid={`${testIdPrefix}-reveal`}
      onClick={() =>
        rotation.mutate(undefined, {
          onSuccess: (state) => {
            if (state.previous?.server_seed_hash === seedHash) onRevealed(state.previous.server_seed);
          },
        })
      }
    >
      {labels.reveal}
    </button>
  );
}
