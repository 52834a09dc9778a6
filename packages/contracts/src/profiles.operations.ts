import { z } from 'zod';
import { exportAccountDataRequest } from './account-data.ts';
import { messageResponse } from './common/errors.ts';
import { operations } from './common/operations.ts';
import { itemResponse } from './common/pagination.ts';
import {
  authResponse,
  changePasswordRequest,
  currentUser,
  deleteAccountRequest,
  publicUser,
  updateProfileRequest,
  updateProfileResponse,
  userIdParams,
} from './profiles.ts';

export const profileOps = operations('profiles', {
  current: { method: 'GET', path: '/profile', access: 'member', responses: { 200: itemResponse(currentUser) } },
  update: {
    method: 'PUT',
    path: '/profile',
    access: 'member',
    body: updateProfileRequest,
    responses: { 200: updateProfileResponse },
  },
  changePassword: {
    method: 'PUT',
    path: '/profile/password',
    access: 'member',
    body: changePasswordRequest,
    responses: { 200: authResponse.extend({ message: z.string() }) },
  },
  remove: {
    method: 'DELETE',
    path: '/profile',
    access: 'member',
    body: deleteAccountRequest,
    responses: { 200: messageResponse },
  },
  requestVerification: {
    method: 'POST',
    path: '/profile/verification-request',
    access: 'member',
    responses: { 200: itemResponse(currentUser).extend({ message: z.string() }) },
  },
  /** Everything the platform holds on the member; the password is asked again. */
  exportData: {
    method: 'POST',
    path: '/profile/export',
    access: 'member',
    body: exportAccountDataRequest,
    responses: {},
    answers: { files: ['application/zip'], description: 'A ZIP of everything the platform holds on the member.' },
  },
  publicProfile: {
    method: 'GET',
    path: '/users/:id',
    access: 'anyone-or-member',
    params: userIdParams,
    responses: { 200: itemResponse(publicUser) },
  },
});
