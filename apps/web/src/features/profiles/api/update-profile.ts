import { useMutation } from '@tanstack/react-query';
import { profileOps, type AnswerOf, type UpdateProfileRequest } from '@akwaaba/contracts';
import { call } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';

export type UpdateProfileResponse = AnswerOf<typeof profileOps.update>;

/** Saves profile fields and settings; a returned token (email or phone changed) replaces the stored one. */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: (body: UpdateProfileRequest) => call(profileOps.update, { body }),
    onSuccess: ({ data }) => authStore.updateUser(data.user, data.token),
  });
}
