import { useMutation } from '@tanstack/react-query';
import type { AdminUserResponse, SuspendUserRequest } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';
import { showChangedMember } from './member-keys';

export type SuspendMemberInput = SuspendUserRequest & { id: number };

/** Suspends a member: signed out everywhere, refused at sign-in, their items hidden. */
export function suspendMember({ id, ...body }: SuspendMemberInput): Promise<AdminUserResponse> {
  return api.post<AdminUserResponse>(`/admin/users/${id}/suspend`, body);
}

export function useSuspendMember() {
  return useMutation({ mutationFn: suspendMember, onSuccess: ({ data }) => showChangedMember(data) });
}
