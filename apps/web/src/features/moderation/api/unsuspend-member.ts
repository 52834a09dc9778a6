import { useMutation } from '@tanstack/react-query';
import type { AdminNoteRequest, AdminUserResponse } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';
import { showChangedMember } from './member-keys';

export type UnsuspendMemberInput = AdminNoteRequest & { id: number };

/** Lifts a suspension: the member can sign in again and what the suspension hid is shown again. */
export function unsuspendMember({ id, ...body }: UnsuspendMemberInput): Promise<AdminUserResponse> {
  return api.post<AdminUserResponse>(`/admin/users/${id}/unsuspend`, body);
}

export function useUnsuspendMember() {
  return useMutation({ mutationFn: unsuspendMember, onSuccess: ({ data }) => showChangedMember(data) });
}
