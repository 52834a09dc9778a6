import { useMutation } from '@tanstack/react-query';
import { adminOps, type AdminNoteRequest } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { showChangedMember } from './member-keys';

export type UnsuspendMemberInput = AdminNoteRequest & { id: number };

/** Lifts a suspension: the member can sign in again and what the suspension hid is shown again. */
export function useUnsuspendMember() {
  return useMutation({
    mutationFn: ({ id, ...body }: UnsuspendMemberInput) => call(adminOps.unsuspend, { params: { id }, body }),
    onSuccess: ({ data }) => showChangedMember(data),
  });
}
