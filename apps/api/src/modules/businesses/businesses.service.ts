import {
  businessMessages,
  canonicalCity,
  pageMeta,
  pageOffset,
  type BusinessCommand,
  type BusinessDetail,
  type BusinessSort,
  type BusinessSummary,
  type ListResponse,
  type MyBusiness,
} from '@akwaaba/contracts';
import type { Transact, Transaction } from '../../db/client.ts';
import { moderationHiding } from '../../db/hidden-items.ts';
import { auditAdminChange, type Audit } from '../../lib/audit.ts';
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../db/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { forbidden, validationError } from '../../lib/errors.ts';
import { storedPhone } from '../../lib/phone.ts';
import type { DashboardParams } from '../dashboard/dashboard.service.ts';
import type { ActivityService } from '../notifications/activity.service.ts';
import type { Viewer } from '../users/viewer.ts';
import { canView, isOwner, type BusinessAccess } from './businesses.access.ts';
import { toBusinessDetail, toBusinessSummary, toMyBusiness } from './businesses.mappers.ts';
import type { BusinessChanges, BusinessesRepository, BusinessWithRefs } from './businesses.repository.ts';
import type { BusinessRow } from './businesses.table.ts';
import type { VouchesService } from './vouches/vouches.service.ts';
import type { ReviewsService } from './reviews/reviews.service.ts';
import { createListTotals } from '../listings/list-totals.ts';

interface Deps {
  businessesRepository: BusinessesRepository;
  businessAccess: BusinessAccess;
  reviewsService: Pick<ReviewsService, 'forDetail'>;
  vouchesService: Pick<VouchesService, 'forDetail'>;
  activityService: ActivityService;
  transact: Transact;
  clock: Clock;
  publicUrl: string;
  /** The admin audit trail: an admin's edit or deletion of another member's listing. */
  audit: Audit;
}

/**
 * What an admin reads before listing a business (docs/rules/approval.md): a change to any of these by an owner who is
 * not a verified business sends an approved listing back to review. Hours, phone and the place do not.
 */
const REVIEWED_FIELDS = ['name', 'description', 'website', 'categoryId'] as const satisfies ReadonlyArray<
  keyof BusinessRow
>;

function columns(command: BusinessCommand) {
  return {
    name: command.name,
    description: command.description,
    categoryId: command.category_id,
    email: command.email,
    phone: storedPhone(command.phone),
    address: command.address,
    city: command.city,
    province: command.province,
    latitude: command.latitude,
    longitude: command.longitude,
    website: command.website,
    contactPerson: command.contact_person,
    operatingHours: command.operating_hours,
  } satisfies BusinessChanges;
}

export function createBusinessesService(deps: Deps) {
  const { businessesRepository, businessAccess, reviewsService, vouchesService, activityService, transact, clock } =
    deps;
  const listTotals = createListTotals(clock);

  async function refuseUnknownCategory(command: BusinessCommand): Promise<void> {
    if (!(await businessesRepository.isBusinessCategory(command.category_id))) {
      throw validationError('category_id', businessMessages.categoryRequired);
    }
  }

  async function detailFor(row: BusinessWithRefs, viewer: Viewer): Promise<BusinessDetail> {
    const [following, reviews, vouches] = await Promise.all([
      viewer ? businessesRepository.isFollowing(viewer.id, row.business.id) : false,
      reviewsService.forDetail(row.business.id, viewer),
      vouchesService.forDetail(row.business.id, viewer),
    ]);
    const owner = isOwner(viewer, row);
    return toBusinessDetail(row, {
      isOwner: owner,
      managing: owner || viewer?.isAdmin === true,
      following,
      ...reviews,
      ...vouches,
    });
  }

  async function reload(id: number, viewer: Viewer): Promise<BusinessDetail> {
    return detailFor((await businessesRepository.findById(id))!, viewer);
  }

  /** A category removed between the check and the write is the same mistake as an unknown one. */
  function writeError(error: unknown): unknown {
    return pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION
      ? validationError('category_id', businessMessages.categoryRequired)
      : error;
  }

  return {
    async list(query: {
      page: number;
      per_page: number;
      search?: string;
      category?: string;
      city?: string;
      verified?: boolean;
      sort?: BusinessSort;
    }): Promise<ListResponse<BusinessSummary>> {
      const filters = {
        search: query.search || undefined,
        categorySlug: query.category || undefined,
        city: query.city ? (canonicalCity(query.city) ?? query.city) : undefined,
        verifiedOnly: query.verified === true || undefined,
      };
      const [rows, total] = await Promise.all([
        businessesRepository.listPublic(
          filters,
          query.sort ?? 'name',
          query.per_page,
          pageOffset(query.page, query.per_page),
        ),
        listTotals.get(JSON.stringify(filters), () => businessesRepository.countPublic(filters)),
      ]);
      return { data: rows, ...pageMeta(query.page, query.per_page, total, rows.length) };
    },

    async detail(id: number, viewer: Viewer): Promise<BusinessDetail> {
      return detailFor(await businessAccess.visibleBusiness(id, viewer), viewer);
    },

    /** A new listing waits for an admin, whoever lists it (docs/rules/approval.md). */
    async create(viewer: NonNullable<Viewer>, command: BusinessCommand): Promise<BusinessDetail> {
      if (viewer.userType !== 'business' && !viewer.isAdmin) throw forbidden(businessMessages.onlyBusinessesCreate);
      await refuseUnknownCategory(command);
      const id = await transact(async (tx) => {
        const id = await businessesRepository.insert(tx, { ...columns(command), userId: viewer.id });
        await activityService.record(
          tx,
          viewer.id,
          'business.created',
          `You submitted “${command.name}” for approval.`,
          `/businesses/${id}`,
        );
        return id;
      }).catch((error: unknown) => Promise.reject(writeError(error)));
      return reload(id, viewer);
    },

    /**
     * Saves the owner's changes. A change to what an admin reviewed sends an approved listing back to
     * review unless its owner is a verified business; a rejected listing goes back to review when edited.
     */
    async update(viewer: NonNullable<Viewer>, id: number, command: BusinessCommand): Promise<BusinessDetail> {
      const row = await businessAccess.managedBusiness(id, viewer);
      await refuseUnknownCategory(command);
      const values: BusinessChanges = columns(command);
      const contentChanged = REVIEWED_FIELDS.some((field) => values[field] !== row.business[field]);
      // A hidden listing stays hidden whatever its owner changes: the review rule applies to the status it goes back to.
      const hidden = row.business.status === 'hidden';
      const reviewedStatus = hidden ? row.business.hiddenFromStatus : row.business.status;
      const backToReview =
        !viewer.isAdmin &&
        (reviewedStatus === 'rejected' ||
          (reviewedStatus === 'approved' && contentChanged && !viewer.isVerifiedBusiness));
      if (backToReview) {
        Object.assign(values, { [hidden ? 'hiddenFromStatus' : 'status']: 'pending', rejectionReason: null });
      }

      await transact(async (tx) => {
        await businessesRepository.update(tx, id, values);
        await auditAdminChange(deps.audit, tx, viewer, row.business.userId, {
          action: 'business.update',
          targetType: 'business',
          targetId: id,
        });
        if (backToReview && row.business.status === 'approved') {
          await activityService.record(
            tx,
            row.business.userId,
            'business.resubmitted',
            `Your changes to “${command.name}” await review before they are listed.`,
            `/businesses/${id}`,
          );
        }
      }).catch((error: unknown) => Promise.reject(writeError(error)));
      listTotals.clear();
      return reload(id, viewer);
    },

    /** Its reviews and follows go with it (cascade), so no other listing's counters move. */
    async remove(viewer: NonNullable<Viewer>, id: number): Promise<void> {
      const row = await businessAccess.managedBusiness(id, viewer);
      await transact(async (tx) => {
        await businessesRepository.delete(tx, id);
        await auditAdminChange(deps.audit, tx, viewer, row.business.userId, {
          action: 'business.delete',
          targetType: 'business',
          targetId: id,
          note: row.business.name,
        });
      });
      listTotals.clear();
    },

    async mine(viewer: NonNullable<Viewer>, page: number, perPage: number): Promise<ListResponse<MyBusiness>> {
      const { rows, total } = await businessesRepository.listByOwner(viewer.id, perPage, pageOffset(page, perPage));
      return { data: rows.map(toMyBusiness), ...pageMeta(page, perPage, total, rows.length) };
    },

    async following(
      viewer: NonNullable<Viewer>,
      page: number,
      perPage: number,
    ): Promise<ListResponse<BusinessSummary>> {
      const { rows, total } = await businessesRepository.listFollowedBy(viewer.id, perPage, pageOffset(page, perPage));
      return { data: rows.map(toBusinessSummary), ...pageMeta(page, perPage, total, rows.length) };
    },

    /** Another part of the directory (approval, verification, reviews) changed what is listed. */
    listChanged: () => listTotals.clear(),

    /** The listings a search engine may list (the ones their public pages show): ids and when each last changed. */
    sitemapEntries() {
      return businessesRepository.listedIds();
    },

    /**
     * A business's events go live without review once it owns an approved listing and is verified
     * (docs/rules/approval.md).
     */
    async publishesWithoutReview(user: NonNullable<Viewer>): Promise<boolean> {
      return user.isAdmin || (user.isVerifiedBusiness && (await businessesRepository.ownsApprovedListing(user.id)));
    },

    /** The listing as the moderation queue shows it; null when it is gone. `listed`: every member may see it. */
    async moderationTarget(id: number) {
      const row = await businessesRepository.findById(id);
      if (!row) return null;
      return {
        authorId: row.business.userId,
        title: row.business.name,
        excerpt: row.business.description,
        link: `/businesses/${id}`,
        status: row.business.status,
        listed: canView(null, row),
      };
    },

    ...moderationHiding(businessesRepository),

    /** Dashboard counter: listings a member owns. */
    counters: ({ userId }: DashboardParams) => ({ business_listings: businessesRepository.ownedCount(userId) }),

    /** Download my data: the member's listings. */
    async exportFor({ id }: { id: number }) {
      return { data: { businesses: await businessesRepository.exportOf(id) } };
    },

    /** Account deletion: the names of the member's listings, which others' feeds and mail may quote. */
    namesOfOwner: (tx: Transaction, userId: number) => businessesRepository.namesOfOwner(tx, userId),

    /** Account deletion: the listings go with the account (cascade), so the directory's totals are counted afresh. */
    async onAccountDeleted(): Promise<undefined> {
      listTotals.clear();
      return undefined;
    },
  };
}
export type BusinessesService = ReturnType<typeof createBusinessesService>;
