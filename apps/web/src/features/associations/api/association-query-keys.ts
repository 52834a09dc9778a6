import { associationOps, operationKey } from '@akwaaba/contracts';

/** The directory's filters as the address bar and the API spell them; only filled ones are present. */
export type AssociationFilters = { search?: string; kind?: string; region?: string; province?: string };
export type AssociationsListQuery = AssociationFilters & { page: number };

/** The associations' cache keys, in one place so every write knows what it makes stale. */
export const associationKeys = {
  all: ['associations'] as const,
  lists: () => operationKey(associationOps.list),
  list: (query: AssociationsListQuery) => operationKey(associationOps.list, { query }),
  /** The visitor's answer a server-rendered page embeds, and the prefix of every member's. */
  detail: (id: number) => operationKey(associationOps.detail, { params: { id } }),
  /** The detail depends on who asks (membership, can_manage): one entry per member or visitor. */
  detailFor: (id: number, viewerId: number | null) => [...associationKeys.detail(id), { viewer: viewerId }] as const,
  members: (id: number, status: 'active' | 'pending', page: number) =>
    [...associationKeys.all, 'members', id, status, { page }] as const,
  allMine: () => [...associationKeys.all, 'mine'] as const,
  mine: (page: number) => [...associationKeys.allMine(), { page }] as const,
};
