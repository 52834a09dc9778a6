import { useQuery } from '@tanstack/react-query';
import { associationOps, MAX_PER_PAGE, operationKey } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';

/** The listed associations the member leads: an event may be posted in their name (decision 035). */
export function useLedAssociations() {
  const query = { page: 1, per_page: MAX_PER_PAGE };
  return useQuery({
    queryKey: operationKey(associationOps.mine, { query }),
    queryFn: () => call(associationOps.mine, { query }),
    select: (answer) =>
      answer.data.filter(
        (association) => association.status === 'approved' && association.membership?.role === 'leader',
      ),
  });
}
