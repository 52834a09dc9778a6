import type { UserRow } from './users.table.ts';

/**
 * A member whose email address or phone number is confirmed: the ones whose word a listing shows (vouches) and who
 * may register and join associations.
 */
export const isConfirmedMember = (user: Pick<UserRow, 'email' | 'emailVerifiedAt' | 'phoneVerifiedAt'>) =>
  (user.email !== null && user.emailVerifiedAt !== null) || user.phoneVerifiedAt !== null;
