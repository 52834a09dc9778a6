import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { UpdateProfileRequest, updateProfileResponse } from '@akwaaba/contracts';
import { api } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';

export type UpdateProfileResponse = z.infer<typeof updateProfileResponse>;

export function updateProfile(body: UpdateProfileRequest): Promise<UpdateProfileResponse> {
  return api.put<UpdateProfileResponse>('/profile', body);
}

/** Saves profile fields and settings; a returned token (email or phone changed) replaces the stored one. */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ data }) => authStore.updateUser(data.user, data.token),
  });
}
