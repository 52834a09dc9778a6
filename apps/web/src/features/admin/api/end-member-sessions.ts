import { useMutation } from '@tanstack/react-query';
import { adminOps, type AdminNoteRequest } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { showChangedMember } from './member-keys';

export type EndMemberSessionsInput = AdminNoteRequest & { id: number };

/** Signs a member out everywhere (every live token deleted); they can sign in again. */
export function useEndMemberSessions() {
  return useMutation({
    mutationFn: ({ id, ...body }: EndMemberSessionsInput) => call(adminOps.revokeSessions, { params: { id }, body }),
    onSuccess: ({ data }) => showChangedMember(data),
  });
}
