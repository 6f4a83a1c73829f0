'use client';

import type { USER_ACTIONS } from '@app/shared/luckybear/brand-profile-contracts';
import type { ApiClient } from '@/lib/api/client';

const profileContracts = () => import('@app/shared/luckybear/brand-profile-contracts');

export type UserAction = (typeof USER_ACTIONS)[number];

/**
 * report_user_action: what the player did on the brand (spec 7.7), for the operators' analysis and
 * the popups' rules. Best effort: a report that fails is not the player's problem and says nothing.
 */
export async function reportUserAction(api: ApiClient, action: UserAction, params: Record<string, string> = {}) {
  try {
    await api.call((await profileContracts()).reportUserAction, { action, params });
  } catch {
    // Nothing to tell the player; the next action reports again.
  }
}

/** update_ad_user_ga_clientid: this browser's GA client id for ad attribution, best effort like the reports. */
export async function reportGaClientId(api: ApiClient, gaClientId: string) {
  try {
    await api.call((await profileContracts()).updateAdUserGaClientid, { ga_client_id: gaClientId });
  } catch {
    // As above.
  }
}
