import { Suspense } from 'react';
import { SignInScreen } from '@/features/ops/screens';

/** Operator sign-in: password, then TOTP (or the first enrolment). */
export default function OpsSignInPage() {
  return (
    <Suspense>
      <SignInScreen />
    </Suspense>
  );
}
