'use client';

import { BodyCode } from '@app/shared/core/errors';
import type { OpsMe } from '@app/shared/ops/auth-contracts';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { clearQueries } from '@/lib/query/query-store';
import { createOpsClient, type OpsClient } from './ops-client';

/** Why the operator is signed out: they chose to, or the session ended (idle timeout, expiry, reset). */
export type SignedOutReason = 'signed-out' | 'expired';

export type OpsSessionState =
  | { status: 'checking' }
  | { status: 'signed-out'; reason?: SignedOutReason }
  | { status: 'signed-in'; me: OpsMe };

interface OpsConsole {
  client: OpsClient;
  session: OpsSessionState;
  /** After sign-in: the CSRF token of the half-open session, before /ops/me can answer. */
  setCsrfToken(token: string): void;
  signedIn(me: OpsMe): void;
  signOut(): Promise<void>;
}

const OpsConsoleContext = createContext<OpsConsole | null>(null);

/**
 * The API ends a session after 30 minutes without a call (OPS_SESSION_IDLE_MIN). A console left that
 * long asks /ops/me once more, which then answers 1030 and signs it out with a message; the check
 * itself is a call, so it never keeps a session alive that was idle for less.
 */
const IDLE_CHECK_MS = 30 * 60_000 + 5_000;

/** The sign-in contracts (and zod) load after the frame's first paint, not with it (page budgets). */
const authContracts = () => import('@app/shared/ops/auth-contracts');

/** The console's session: who is signed in (GET /ops/me), the client with its CSRF token, sign-out. */
export function OpsConsoleProvider({ apiBaseUrl, children }: { apiBaseUrl: string; children: ReactNode }) {
  const [session, setSession] = useState<OpsSessionState>({ status: 'checking' });
  const csrf = useRef<string | undefined>(undefined);
  const lastCall = useRef(Date.now());
  const signedInRef = useRef(false);
  signedInRef.current = session.status === 'signed-in';
  // A call refused with 1030 while the operator signs out is the sign-out itself, not an expiry.
  const signingOut = useRef(false);

  const endSession = useCallback((reason: SignedOutReason) => {
    csrf.current = undefined;
    clearQueries();
    setSession({ status: 'signed-out', reason });
  }, []);

  const client = useMemo(() => {
    const inner = createOpsClient({
      baseUrl: apiBaseUrl,
      csrfToken: () => csrf.current,
      onError: (error) => {
        // A signed-in console whose session the API no longer knows: idle timeout, expiry, TOTP reset.
        if (error.code === BodyCode.OPS_SESSION_INVALID && signedInRef.current && !signingOut.current) {
          endSession('expired');
        }
      },
    });
    return {
      call: ((endpoint, input, options) => {
        lastCall.current = Date.now();
        return inner.call(endpoint, input, options);
      }) as OpsClient['call'],
    };
  }, [apiBaseUrl, endSession]);

  useEffect(() => {
    authContracts()
      .then(({ opsMe }) => client.call(opsMe, {}))
      .then(
        (me) => {
          csrf.current = me.csrf_token;
          setSession({ status: 'signed-in', me });
        },
        () => setSession({ status: 'signed-out' }),
      );
  }, [client]);

  useEffect(() => {
    if (session.status !== 'signed-in') return;
    const timer = setInterval(() => {
      if (Date.now() - lastCall.current < IDLE_CHECK_MS) return;
      authContracts()
        .then(({ opsMe }) => client.call(opsMe, {}))
        .catch(() => undefined);
    }, 60_000);
    return () => clearInterval(timer);
  }, [client, session.status]);

  const value = useMemo<OpsConsole>(
    () => ({
      client,
      session,
      setCsrfToken: (token) => {
        csrf.current = token;
      },
      signedIn: (me) => {
        signingOut.current = false;
        csrf.current = me.csrf_token;
        setSession({ status: 'signed-in', me });
      },
      signOut: async () => {
        signingOut.current = true;
        await authContracts()
          .then(({ opsSignOut }) => client.call(opsSignOut, {}))
          .catch(() => undefined);
        endSession('signed-out');
      },
    }),
    [client, session, endSession],
  );
  return <OpsConsoleContext.Provider value={value}>{children}</OpsConsoleContext.Provider>;
}

export function useOpsConsole(): OpsConsole {
  const value = useContext(OpsConsoleContext);
  if (!value) throw new Error('useOpsConsole outside OpsConsoleProvider');
  return value;
}
