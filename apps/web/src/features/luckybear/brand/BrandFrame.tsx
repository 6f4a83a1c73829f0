'use client';

import dynamic from 'next/dynamic';
import { type ReactNode, useCallback, useState } from 'react';
import { BrandNav } from './BrandNav';
import { BrandSignInContext } from './brand-sign-in';

/** The sign-in dialog's code comes with its first opening, not with every brand page. */
const BrandSignInSheet = dynamic(() => import('./BrandSignInSheet').then((m) => m.BrandSignInSheet), { ssr: false });
/** Start-up work of the brand that paints nothing comes after the first paint (its own chunk). */
const BrandDeferred = dynamic(() => import('./BrandDeferred').then((m) => m.BrandDeferred), { ssr: false });

/**
 * The casino brand's own frame (issue 13, spec 2.1): its palette on every page under /luckybear, its
 * bottom navigation, and its sign-in dialog opened on demand (spec 2.5) by any page that needs it.
 */
export function BrandFrame({ children }: { children: ReactNode }) {
  const [signingIn, setSigningIn] = useState(false);
  const openSignIn = useCallback(() => setSigningIn(true), []);
  const closeSignIn = useCallback(() => setSigningIn(false), []);
  return (
    <BrandSignInContext.Provider value={openSignIn}>
      <div data-brand="luckybear" className="theme-luckybear min-h-dvh pb-[calc(5rem+env(safe-area-inset-bottom))]">
        {children}
        <BrandNav />
      </div>
      {signingIn && <BrandSignInSheet onClose={closeSignIn} />}
      <BrandDeferred onSignedIn={closeSignIn} />
    </BrandSignInContext.Provider>
  );
}
