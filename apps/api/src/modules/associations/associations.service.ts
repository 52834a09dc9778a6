import {
  ASSOCIATION_LOGO_MAX_PIXELS,
  associationMessages,
  DETAIL_LEADERS,
  pageMeta,
  pageOffset,
  type AssociationCommand,
  type AssociationDetail,
  type AssociationSummary,
  type ListResponse,
  type AssociationKind,
  type GhanaRegion,
  type MyAssociation,
  type Province,
} from '@akwaaba/contracts';
import type { Transact, Transaction } from '../../db/client.ts';
import { moderationHiding } from '../../db/hidden-items.ts';
import { auditAdminChange, type Audit } from '../../lib/audit.ts';
import { forbidden, validationError } from '../../lib/errors.ts';
import { deleteImage, storeImageField } from '../../lib/images.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { storedPhone } from '../../lib/phone.ts';
import type { DashboardParams } from '../dashboard/dashboard.service.ts';
import type { ActivityService } from '../notifications/activity.service.ts';
import { isConfirmedMember } from '../users/confirmed-member.ts';
import type { UserRow } from '../users/users.table.ts';
import type { Viewer } from '../users/viewer.ts';
import { canManage, canView, type AssociationAccess } from './associations.access.ts';
import { toAssociationDetail, toAssociationSummary, toMyAssociation } from './associations.mappers.ts';
import type { AssociationChanges, AssociationsRepository } from './associations.repository.ts';
import type { AssociationRow } from './associations.table.ts';

interface Deps {
  associationsRepository: AssociationsRepository;
  /** Public pictures: the logos. */
  storage: FileStorage;
  associationAccess: AssociationAccess;
  activityService: ActivityService;
  transact: Transact;
  /** The admin audit trail: an admin's edit or deletion of an association. */
  audit: Audit;
}

/** What an admin reads before listing an association: a change to any of these sends it back to review. */
const REVIEWED_FIELDS = ['name', 'description', 'kind', 'website'] as const satisfies ReadonlyArray<
  keyof AssociationRow
>;

function columns(command: AssociationCommand) {
  return {
    name: command.name,
    kind: command.kind,
    description: command.description,
    homeRegion: command.home_region,
    homeTown: command.home_town,
    province: command.province,
    city: command.city,
    membership: command.membership,
    email: command.email,
    phone: storedPhone(command.phone),
    website: command.website,
  } satisfies AssociationChanges;
}

/**
 * Associations (decision 035): hometown associations, churches, alumni groups and the like. A confirmed member
 * registers one, an admin approves it (the listing flow, docs/rules/approval.md), and its creator is its first leader.
 */
export function createAssociationsService(deps: Deps) {
  const { associationsRepository: repository, associationAccess, activityService, transact, storage } = deps;

  async function detail(id: number, viewer: Viewer): Promise<AssociationDetail> {
    const { row, membership } = await associationAccess.visible(id, viewer);
    const managing = canManage(viewer, row, membership);
    const [leaders, pendingCount] = await Promise.all([
      repository.leaders(id, DETAIL_LEADERS),
      managing ? repository.countPending(id) : 0,
    ]);
    return toAssociationDetail(row, storage, { canManage: managing, membership, leaders, pendingCount });
  }

  return {
    detail,

    async list(query: {
      page: number;
      per_page: number;
      search?: string;
      kind?: AssociationKind;
      region?: GhanaRegion;
      province?: Province;
    }): Promise<ListResponse<AssociationSummary>> {
      const filters = {
        search: query.search || undefined,
        kind: query.kind,
        region: query.region,
        province: query.province,
      };
      const [rows, total] = await Promise.all([
        repository.listPublic(filters, query.per_page, pageOffset(query.page, query.per_page)),
        repository.countPublic(filters),
      ]);
      return {
        data: rows.map((row) => toAssociationSummary(row, storage)),
        ...pageMeta(query.page, query.per_page, total, rows.length),
      };
    },

    /** A new association waits for an admin; its creator is its first leader and member. */
    async create(member: UserRow, command: AssociationCommand): Promise<AssociationDetail> {
      if (!isConfirmedMember(member) && !member.isAdmin) throw forbidden(associationMessages.confirmToCreate);
      const id = await transact(async (tx) => {
        const id = await repository.insert(tx, { ...columns(command), userId: member.id });
        await repository.addMember(tx, { associationId: id, userId: member.id, status: 'active', role: 'leader' });
        await repository.addToCount(tx, id, 1);
        await activityService.record(
          tx,
          member.id,
          'association.created',
          `You registered “${command.name}” for approval.`,
          `/associations/${id}`,
        );
        return id;
      });
      return detail(id, member);
    },

    /**
     * Saves a leader's changes. A change to what an admin reviewed sends an approved association back to review
     * (admins' own edits excepted); a rejected one goes back to review when edited.
     */
    async update(viewer: NonNullable<Viewer>, id: number, command: AssociationCommand): Promise<AssociationDetail> {
      const { row } = await associationAccess.managed(id, viewer);
      const values: AssociationChanges = columns(command);
      const contentChanged = REVIEWED_FIELDS.some((field) => values[field] !== row.association[field]);
      const hidden = row.association.status === 'hidden';
      const reviewedStatus = hidden ? row.association.hiddenFromStatus : row.association.status;
      const backToReview =
        !viewer.isAdmin && (reviewedStatus === 'rejected' || (reviewedStatus === 'approved' && contentChanged));
      if (backToReview) {
        Object.assign(values, { [hidden ? 'hiddenFromStatus' : 'status']: 'pending', rejectionReason: null });
      }
      await transact(async (tx) => {
        await repository.update(tx, id, values);
        await auditAdminChange(deps.audit, tx, viewer, row.association.userId, {
          action: 'association.update',
          targetType: 'association',
          targetId: id,
        });
      });
      return detail(id, viewer);
    },

    /** The logo, re-encoded and stored; the one it replaces goes once the change commits. */
    async setLogo(viewer: NonNullable<Viewer>, id: number, logo: Buffer | null): Promise<AssociationDetail> {
      const { row } = await associationAccess.managed(id, viewer);
      if (!logo) throw validationError('logo', associationMessages.logoRequired);
      const key = await storeImageField(storage, 'associations', logo, {
        maxPixels: ASSOCIATION_LOGO_MAX_PIXELS,
        field: 'logo',
        invalid: associationMessages.logoInvalid,
        tooManyPixels: associationMessages.logoTooManyPixels,
      });
      try {
        await transact((tx) => repository.update(tx, id, { logoKey: key }));
      } catch (error) {
        await deleteImage(storage, key);
        throw error;
      }
      if (row.association.logoKey) await deleteImage(storage, row.association.logoKey);
      return detail(id, viewer);
    },

    async removeLogo(viewer: NonNullable<Viewer>, id: number): Promise<AssociationDetail> {
      const { row } = await associationAccess.managed(id, viewer);
      await transact((tx) => repository.update(tx, id, { logoKey: null }));
      if (row.association.logoKey) await deleteImage(storage, row.association.logoKey);
      return detail(id, viewer);
    },

    /** Its members go with it (cascade), and its logo; its events stay, no longer in its name. */
    async remove(viewer: NonNullable<Viewer>, id: number): Promise<void> {
      const { row } = await associationAccess.managed(id, viewer);
      await transact(async (tx) => {
        await repository.delete(tx, id);
        await auditAdminChange(deps.audit, tx, viewer, row.association.userId, {
          action: 'association.delete',
          targetType: 'association',
          targetId: id,
          note: row.association.name,
        });
      });
      if (row.association.logoKey) await deleteImage(storage, row.association.logoKey);
    },

    async mine(viewer: NonNullable<Viewer>, page: number, perPage: number): Promise<ListResponse<MyAssociation>> {
      const { rows, total } = await repository.listOfMember(viewer.id, perPage, pageOffset(page, perPage));
      return { data: rows.map((row) => toMyAssociation(row, storage)), ...pageMeta(page, perPage, total, rows.length) };
    },

    /** Nothing is counted ahead of time: the directory counts afresh on each read. */
    listChanged: () => undefined,

    sitemapEntries: () => repository.listedIds(),

    /** The association as the moderation queue shows it; null when it is gone. */
    async moderationTarget(id: number) {
      const row = await repository.findById(id);
      if (!row) return null;
      return {
        authorId: row.association.userId,
        title: row.association.name,
        excerpt: row.association.description,
        link: `/associations/${id}`,
        status: row.association.status,
        listed: canView(null, row, null),
      };
    },

    ...moderationHiding(repository),

    /** Dashboard counter: associations the member is active in. */
    counters: ({ userId }: DashboardParams) => ({ associations_joined: repository.joinedCount(userId) }),

    /** Download my data: the associations the member registered and where they belong. */
    async exportFor({ id }: { id: number }) {
      return { data: { associations: await repository.exportOf(id) } };
    },

    /**
     * Account deletion, in its transaction: each association the member is active in counts one fewer (the rows go
     * by cascade), and each they registered passes to its longest-serving other leader, or else its longest
     * member, who becomes a leader; one nobody else belongs to goes with the account (decision 035).
     */
    async onAccountDeleted(tx: Transaction, userId: number): Promise<(() => Promise<void>) | undefined> {
      for (const associationId of await repository.activeMembershipsOf(tx, userId)) {
        await repository.lock(tx, associationId);
        await repository.removeMember(tx, associationId, userId);
        await repository.addToCount(tx, associationId, -1);
      }
      const goneLogos: string[] = [];
      for (const { id, logoKey } of await repository.ownedBy(tx, userId)) {
        const successor = await repository.successor(tx, id, userId);
        if (successor === null) {
          if (logoKey) goneLogos.push(logoKey);
          continue;
        }
        await repository.update(tx, id, { userId: successor });
        await repository.changeMember(tx, id, successor, { role: 'leader' });
      }
      // The logos of the associations that go with the account, once it is gone.
      return async () => {
        for (const key of goneLogos) await deleteImage(storage, key);
      };
    },
  };
}
export type AssociationsService = ReturnType<typeof createAssociationsService>;
