import { normaliseInviteCode } from '@/lib/storage/stored-invite-code';

export interface LandPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/**
 * What a landing link carries: the sharer's referral code (?code=, as /r/<code> carries it) and the
 * media source (?from=, spec 3), each dropped when it is not one.
 */
export function landQuery(query: Record<string, string | string[] | undefined>): { code: string | null; from: string } {
  const from = first(query.from);
  return { code: normaliseInviteCode(first(query.code)), from: /^[A-Za-z0-9_.:-]{1,64}$/.test(from) ? from : '' };
}
