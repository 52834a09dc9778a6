import type { UserRow } from './users.table.ts';

/**
 * Who is asking, as every module's access rules read it: the signed-in member's fields they need, or null for a
 * visitor (docs/rules/who-sees-what.md).
 */
export type Viewer = Pick<UserRow, 'id' | 'isAdmin' | 'userType' | 'isVerifiedBusiness' | 'name' | 'email'> | null;
