'use client';

import dynamic from 'next/dynamic';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { setSessionExemptUserIds } from '@/shell/session/body-code-handler';
import { useLuckybearGoogleReturn, useLuckybearLoginConf } from '../sign-in';
import { BrandNav } from './BrandNav';
import { BrandSignInContext } from './brand-sign-in';

/** The sign-in dialog's code comes with its first opening, not with every brand page. */
const BrandSignInSheet = dynamic(() => import('./BrandSignInSheet').then((m) => m.BrandSignInSheet), { ssr: false });

/**
 * The casino brand's own frame (issue 13, spec 2.1): its palette on every page under /luckybear, its
 * bottom navigation, and its sign-in dialog opened on demand (spec 2.5) by any page that needs it.
 */
export function BrandFrame({ children }: { children: ReactNode }) {
  const [signingIn, setSigningIn] = useState(false);
  const openSignIn = useCallback(() => setSigningIn(true), []);
  const closeSignIn = useCallback(() => setSigningIn(false), []);
  // Google sends the browser back here with ?code&state once the dialog is long closed: finish it here.
  useLuckybearGoogleReturn(closeSignIn);
  const exempt = useLuckybearLoginConf().data?.session_exempt_user_ids;
  useEffect(() => {
    if (exempt) setSessionExemptUserIds(exempt);
  }, [exempt]);
  return (
    <BrandSignInContext.Provider value={openSignIn}>
      <div data-brand="luckybear" className="theme-luckybear min-h-dvh pb-[calc(5rem+env(safe-area-inset-bottom))]">
        {children}
        <BrandNav />
      </div>
      {signingIn && <BrandSignInSheet onClose={closeSignIn} />}
    </BrandSignInContext.Provider>
  );
}
