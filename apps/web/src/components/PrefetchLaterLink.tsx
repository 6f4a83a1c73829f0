'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { type ComponentProps, useEffect } from 'react';
import { afterStartupWhenIdle } from '@/lib/async/when-idle';

/**
 * A link whose route is prefetched once the app's start-up is over (the page loaded, the launch splash
 * gone) and the browser is idle, instead of the moment it is hydrated in view (Next's default). A
 * prefetch is a request that the server renders and the page then decodes: the wallet's four links made
 * eight of them during its start-up, on the same cores as hydration and the first calls (docs/
 * benchmarks.md, "Lighthouse, fourth pass" and "ninth pass"). The splash covers the page until then, so
 * the route is still prefetched before a user could reach for the link.
 */
export function PrefetchLaterLink({ href, ...rest }: Omit<ComponentProps<typeof Link>, 'prefetch'>) {
  const router = useRouter();
  const target = typeof href === 'string' ? href : undefined;
  useEffect(() => (target ? afterStartupWhenIdle(() => router.prefetch(target)) : undefined), [router, target]);
  return <Link href={href} prefetch={false} {...rest} />;
}
