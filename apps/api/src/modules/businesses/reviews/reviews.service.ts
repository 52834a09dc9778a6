import {
  DETAIL_REVIEWS,
  pageMeta,
  pageOffset,
  reviewMessages,
  type ListResponse,
  type ReplyInput,
  type Review,
  type ReviewCommand,
} from '@akwaaba/contracts';
import type { SQL } from 'drizzle-orm';
import type { Transact, Transaction } from '../../../db/client.ts';
import type { HiddenReason } from '../../../db/hidden-items.ts';
import { auditAdminChange, type Audit } from '../../../lib/audit.ts';
import { forbidden, notFound, validationError } from '../../../lib/errors.ts';
import type { ActivityService, Notice, OwnEntry } from '../../notifications/activity.service.ts';
import type { Viewer } from '../../users/viewer.ts';
import { canView, isOwner, type BusinessAccess } from '../businesses.access.ts';
import { averageRating, toReview } from '../businesses.mappers.ts';
import type { BusinessesRepository, BusinessWithRefs } from '../businesses.repository.ts';
import type { ReviewsRepository } from './reviews.repository.ts';

interface Deps {
  reviewsRepository: ReviewsRepository;
  businessesRepository: BusinessesRepository;
  businessAccess: BusinessAccess;
  activityService: ActivityService;
  transact: Transact;
  /** The directory's cached totals do not move with reviews, but its cards show ratings fresh. */
  listChanged(): void;
  /** The admin audit trail: an admin's edit or deletion of another member's review. */
  audit: Audit;
}

/**
 * Reviews and the listing's rating figures change together: every write locks the listing's row first, so
 * concurrent reviews of one business take turns and `reviews_count`/`rating_total` always equal the rows
 * (decision 007).
 */
export function createReviewsService(deps: Deps) {
  const { reviewsRepository, businessesRepository, businessAccess, activityService, transact } = deps;

  async function reloaded(businessId: number, reviewId: number): Promise<Review> {
    return toReview((await reviewsRepository.find(businessId, reviewId))!);
  }

  /**
   * Moderation, in the caller's transaction: hides a review (out of the listing's reviews and its figures, under the
   * listing's row lock like every review write). A moderator's hide takes over one hidden by its author's suspension,
   * which then no longer shows it again. False when nothing changed.
   */
  async function hideReview(tx: Transaction, reviewId: number, reason: HiddenReason): Promise<boolean> {
    const known = await reviewsRepository.moderationState(reviewId, tx);
    if (!known) return false;
    await businessesRepository.lock(tx, known.businessId);
    const review = (await reviewsRepository.moderationState(reviewId, tx))!;
    const visible = review.hiddenAt === null;
    if (!visible && !(reason === 'moderation' && review.hiddenReason === 'suspension')) return false;
    await reviewsRepository.setHidden(tx, reviewId, reason);
    if (visible) await businessesRepository.addToRatings(tx, review.businessId, -1, -review.rating);
    return true;
  }

  /** Shows a review hidden for this reason again, back in the listing's figures. False when nothing changed. */
  async function restoreReview(tx: Transaction, reviewId: number, reason: HiddenReason): Promise<boolean> {
    const known = await reviewsRepository.moderationState(reviewId, tx);
    if (!known) return false;
    await businessesRepository.lock(tx, known.businessId);
    const review = (await reviewsRepository.moderationState(reviewId, tx))!;
    if (review.hiddenAt === null || review.hiddenReason !== reason) return false;
    await reviewsRepository.setHidden(tx, reviewId, null);
    await businessesRepository.addToRatings(tx, review.businessId, 1, review.rating);
    return true;
  }

  /** What a new review tells: the owner's notice (entry and mail) and the reviewer's own entry. */
  function reviewNotices(viewer: NonNullable<Viewer>, { business }: BusinessWithRefs, rating: number) {
    const link = `/businesses/${business.id}`;
    const notice: Notice = {
      type: 'business.reviewed',
      subject: `New review of ${business.name}`,
      text: `${viewer.name} gave “${business.name}” ${rating} of 5 stars.`,
      link,
      actorId: viewer.id,
    };
    const own: OwnEntry = {
      userId: viewer.id,
      type: 'business.review_written',
      message: `You reviewed “${business.name}”: ${rating} of 5 stars.`,
      link,
      namedMemberId: business.userId,
    };
    return (added: SQL) => activityService.noticeWrites(business.userId, notice, { own, onlyIf: added });
  }

  /** What submit answers of a review just added: its answer is the row as written, not read again. */
  const firstReview = ({ stored, figures }: NonNullable<Awaited<ReturnType<ReviewsRepository['insert']>>>) => ({
    review: toReview(stored),
    reviewId: stored.review.id,
    created: true,
    figures,
  });

  /**
   * The usual case in one statement: the listing as read may be reviewed by the viewer, and the review, the listing's
   * figures and the notices are written together while it is listed and the member has no review of it. Null when
   * that did not hold by the time of the write (their second review is an edit): `submitLocked` then does it.
   */
  async function firstReviewAtOnce(viewer: NonNullable<Viewer>, businessId: number, command: ReviewCommand) {
    const row = await businessAccess.visibleBusiness(businessId, viewer);
    if (isOwner(viewer, row)) throw forbidden(reviewMessages.ownBusiness);
    const written = await reviewsRepository.insert(
      { businessId, userId: viewer.id, ...command },
      { listedOnly: true, alongside: reviewNotices(viewer, row, command.rating) },
    );
    return written && firstReview(written);
  }

  /** A first review or an edit with the listing's row locked, every check made again. */
  async function submitLocked(
    tx: Transaction,
    viewer: NonNullable<Viewer>,
    businessId: number,
    command: ReviewCommand,
  ) {
    const row = await businessAccess.lockedBusiness(tx, businessId, viewer);
    if (isOwner(viewer, row)) throw forbidden(reviewMessages.ownBusiness);
    const existing = await reviewsRepository.ownIn(tx, businessId, viewer.id);
    if (!existing) {
      const values = { businessId, userId: viewer.id, ...command };
      return firstReview(
        (await reviewsRepository.insert(values, { alongside: reviewNotices(viewer, row, command.rating) }, tx))!,
      );
    }
    await activityService.record(
      tx,
      viewer.id,
      'business.review_updated',
      `You updated your review of “${row.business.name}”: ${command.rating} of 5 stars.`,
      `/businesses/${businessId}`,
      row.business.userId,
    );
    await reviewsRepository.update(tx, existing.id, command);
    // A review hidden by moderators stays hidden when edited, and out of the figures.
    const change = existing.hiddenAt === null ? command.rating - existing.rating : 0;
    const figures = await businessesRepository.addToRatings(tx, businessId, 0, change);
    return { review: null, reviewId: existing.id, created: false, figures };
  }

  return {
    async list(businessId: number, viewer: Viewer, page: number, perPage: number): Promise<ListResponse<Review>> {
      const row = await businessAccess.visibleBusiness(businessId, viewer);
      const rows = await reviewsRepository.newest(businessId, perPage, pageOffset(page, perPage));
      return { data: rows.map(toReview), ...pageMeta(page, perPage, row.business.reviewsCount, rows.length) };
    },

    /** What the detail page shows of the reviews: the newest, and the viewer's own to edit. */
    async forDetail(businessId: number, viewer: Viewer) {
      const [rows, own] = await Promise.all([
        reviewsRepository.newest(businessId, DETAIL_REVIEWS, 0),
        viewer ? reviewsRepository.own(businessId, viewer.id) : null,
      ]);
      return { reviews: rows.map(toReview), ownReview: own ? toReview(own) : null };
    },

    /** Posts the member's review, or edits it when they have one: one review per member per business. */
    async submit(viewer: NonNullable<Viewer>, businessId: number, command: ReviewCommand) {
      const outcome =
        (await firstReviewAtOnce(viewer, businessId, command)) ??
        (await transact((tx) => submitLocked(tx, viewer, businessId, command)));
      deps.listChanged();
      return {
        created: outcome.created,
        review: outcome.review ?? (await reloaded(businessId, outcome.reviewId)),
        average_rating: averageRating(outcome.figures.ratingTotal, outcome.figures.reviewsCount),
        total_reviews: outcome.figures.reviewsCount,
      };
    },

    /** The reviewer takes their review down, or an admin does (moderation). */
    async remove(viewer: NonNullable<Viewer>, businessId: number, reviewId: number): Promise<void> {
      const review = await reviewsRepository.find(businessId, reviewId);
      if (!review) throw notFound(reviewMessages.notFound);
      if (review.review.userId !== viewer.id && !viewer.isAdmin) throw forbidden();
      await transact(async (tx) => {
        await businessesRepository.lock(tx, businessId);
        const removed = await reviewsRepository.delete(tx, reviewId);
        if (removed?.counted) await businessesRepository.addToRatings(tx, businessId, -1, -removed.rating);
        await auditAdminChange(deps.audit, tx, viewer, review.review.userId, {
          action: 'review.delete',
          targetType: 'review',
          targetId: reviewId,
          note: review.review.comment?.slice(0, 1000) ?? null,
        });
      });
      deps.listChanged();
    },

    /** The review as the moderation queue shows it; null when it is gone. `listed`: every member may see it. */
    async moderationTarget(reviewId: number) {
      const review = await reviewsRepository.moderationState(reviewId);
      if (!review) return null;
      const listing = await businessesRepository.findById(review.businessId);
      return {
        authorId: review.userId,
        title: `Review of ${listing?.business.name ?? 'a business'}`,
        excerpt: review.comment,
        link: `/businesses/${review.businessId}`,
        status: review.hiddenAt === null ? 'visible' : 'hidden',
        listed: review.hiddenAt === null && listing !== null && canView(null, listing),
      };
    },

    hide: hideReview,
    restore: restoreReview,

    /** Suspension: every visible review of the member is hidden, listing by listing. */
    async hideAllOf(tx: Transaction, userId: number, reason: HiddenReason): Promise<void> {
      for (const id of await reviewsRepository.idsOfMember(tx, userId, null)) await hideReview(tx, id, reason);
    },

    /** The suspension is lifted: the reviews it hid are shown again (not those a moderator hid). */
    async restoreAllOf(tx: Transaction, userId: number, reason: HiddenReason): Promise<void> {
      for (const id of await reviewsRepository.idsOfMember(tx, userId, reason)) await restoreReview(tx, id, reason);
    },

    /**
     * Account deletion: the member's reviews go with them (decision 025), each under its listing's lock with the
     * listing's figures, so ratings equal the reviews that remain.
     */
    async removeAllOf(tx: Transaction, userId: number): Promise<undefined> {
      const owned = await reviewsRepository.allOf(tx, userId);
      for (const { id, businessId } of owned) {
        await businessesRepository.lock(tx, businessId);
        const removed = await reviewsRepository.delete(tx, id);
        if (removed?.counted) await businessesRepository.addToRatings(tx, businessId, -1, -removed.rating);
      }
      if (owned.length > 0) deps.listChanged();
      return undefined;
    },

    /** The owner answers a review, once. */
    async reply(viewer: NonNullable<Viewer>, businessId: number, reviewId: number, input: ReplyInput) {
      const listing = await businessAccess.visibleBusiness(businessId, viewer);
      if (!isOwner(viewer, listing)) throw forbidden();
      const review = await reviewsRepository.find(businessId, reviewId);
      if (!review || review.review.hiddenAt !== null) throw notFound(reviewMessages.notFound);
      await transact(async (tx) => {
        if (!(await reviewsRepository.reply(tx, reviewId, input.reply))) {
          throw validationError('reply', reviewMessages.alreadyReplied);
        }
        if (review.review.userId !== null) {
          await activityService.notify(tx, review.review.userId, {
            type: 'business.review_replied',
            subject: `${listing.business.name} replied to your review`,
            text: `${listing.business.name} replied to your review: “${input.reply}”`,
            link: `/businesses/${businessId}`,
            actorId: listing.business.userId,
          });
        }
      });
      return reloaded(businessId, reviewId);
    },

    /** Download my data: the reviews the member wrote, with the owners' replies. */
    async exportFor({ id }: { id: number }) {
      return { data: { reviews: await reviewsRepository.exportOf(id) } };
    },
  };
}
export type ReviewsService = ReturnType<typeof createReviewsService>;
