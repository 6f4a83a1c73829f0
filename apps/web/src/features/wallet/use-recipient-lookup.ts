'use client';

import type { ZPayee } from '@app/shared/wallet/recipient-contracts';
import type { RecipientLookup } from '@app/shared/wallet/recipients';
import type { z } from 'zod';
import { ApiCallError } from '@/lib/api/api-error';
import { useApiClient } from '@/lib/api/api-provider';
import { useDebouncedValue } from '@/lib/async/use-debounced-value';
import { useQuery } from '@/lib/query/use-query';
import { useSignedInUserId } from '@/shell/session/user-store';
import { type LookupProblem, lookupProblemOf, type RecipientInputProblem, recipientInput } from './recipient-input';

export type Payee = z.output<typeof ZPayee>;

/** Where finding the recipient stands: what the form shows under the field. */
export type RecipientState =
  | { status: 'input'; reason: RecipientInputProblem }
  | { status: 'checking' }
  | { status: 'found'; payee: Payee }
  | { status: 'problem'; problem: LookupProblem };

// The contract (zod schemas) comes with the first call, not with the page (docs/benchmarks.md, "first-load JavaScript").
const contract = async () => (await import('@app/shared/wallet/recipient-contracts')).findRecipient;

/**
 * find_recipient while the payer types (issue 20): once the text is a plausible id, username or
 * phone and has stopped changing, the API says who it is (id, name, avatar) or that nobody is.
 */
export function useRecipientLookup(by: RecipientLookup, text: string): RecipientState {
  const api = useApiClient();
  const userId = useSignedInUserId();
  const input = recipientInput(by, text);
  const key = input.ok ? `${input.by}|${input.value}` : '';
  const settled = useDebouncedValue(key, 400);
  const query = useQuery({
    queryKey: ['wallet', userId, 'recipient', settled],
    queryFn: async ({ signal }) => {
      const [lookupBy, value = ''] = settled.split('|') as [RecipientLookup, string];
      // A lookup while typing never navigates (the central handler stays out of it).
      return api.call(await contract(), { by: lookupBy, value }, { signal, centralHandling: false });
    },
    enabled: userId > 0 && settled !== '',
    retry: false,
    staleTime: 60_000,
  });
  if (!input.ok) return { status: 'input', reason: input.reason };
  if (settled !== key || query.isFetching) return { status: 'checking' };
  if (query.data) return { status: 'found', payee: query.data };
  if (query.error) {
    const error = query.error instanceof ApiCallError ? query.error : { details: {} };
    return { status: 'problem', problem: lookupProblemOf(by, error) };
  }
  return { status: 'checking' };
}
