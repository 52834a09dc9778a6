import { useMutation } from '@tanstack/react-query';
import type { AdminNoteRequest, AdminUserResponse } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';
import { showChangedMember } from './member-keys';

export type EndMemberSessionsInput = AdminNoteRequest & { id: number };

/** Signs a member out everywhere (every live token deleted); they can sign in again. */
export function endMemberSessions({ id, ...body }: EndMemberSessionsInput): Promise<AdminUserResponse> {
  return api.post<AdminUserResponse>(`/admin/users/${id}/sessions/revoke`, body);
}

export function useEndMemberSessions() {
  return useMutation({ mutationFn: endMemberSessions, onSuccess: ({ data }) => showChangedMember(data) });
}
