'use client';

import { createContext, useContext } from 'react';

/**
 * Opens the brand's sign-in dialog (spec 2.5: the casino login dialog, on demand). The frame provides
 * it; a page that needs an account calls it instead of sending the visitor to the main site's sign-in.
 */
export const BrandSignInContext = createContext<() => void>(() => {});

export function useBrandSignIn(): () => void {
  return useContext(BrandSignInContext);
}
