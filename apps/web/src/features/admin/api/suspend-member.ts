import { useMutation } from '@tanstack/react-query';
import { adminOps, type SuspendUserRequest } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { showChangedMember } from './member-keys';

export type SuspendMemberInput = SuspendUserRequest & { id: number };

/** Suspends a member: signed out everywhere, refused at sign-in, their items hidden. */
export function useSuspendMember() {
  return useMutation({
    mutationFn: ({ id, ...body }: SuspendMemberInput) => call(adminOps.suspend, { params: { id }, body }),
    onSuccess: ({ data }) => showChangedMember(data),
  });
}
