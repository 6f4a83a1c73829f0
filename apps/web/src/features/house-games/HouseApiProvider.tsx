'use client';

import type { Locale } from '@app/shared';
import type { ReactNode } from 'react';
import { ApiProvider } from '@/lib/api/api-provider';
import type { ApiBaseUrls } from '@/lib/api/base-urls';
import { storedSessionSource } from '@/shell/session/stored-session-source';

/**
 * The API client of the game frame: the stored session of this site (the seed calls are the
 * player's), and no central body-code handling: inside a game a failure is shown in the game, never
 * a sign-in redirect or a dialog of the shell.
 */
export function HouseApiProvider(props: { baseUrls: ApiBaseUrls; locale: Locale; children: ReactNode }) {
  return <ApiProvider {...props} loadSession={async () => storedSessionSource} onCallError={() => undefined} />;
}
