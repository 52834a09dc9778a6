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
import type { Transact } from '../../../db/client.ts';
import { forbidden, notFound, validationError } from '../../../lib/errors.ts';
import type { ActivityService } from '../../activity/activity.service.ts';
import { isOwner, type BusinessAccess, type Viewer } from '../businesses.access.ts';
import { averageRating, toReview } from '../businesses.mappers.ts';
import type { BusinessesRepository } from '../businesses.repository.ts';
import type { ReviewsRepository } from './reviews.repository.ts';

interface Deps {
  reviewsRepository: ReviewsRepository;
  businessesRepository: BusinessesRepository;
  businessAccess: BusinessAccess;
  activityService: ActivityService;
  transact: Transact;
  /** The directory's cached totals do not move with reviews, but its cards show ratings fresh. */
  listChanged(): void;
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
      const outcome = await transact(async (tx) => {
        const row = await businessAccess.lockedBusiness(tx, businessId, viewer);
        if (isOwner(viewer, row)) throw forbidden(reviewMessages.ownBusiness);
        const existing = await reviewsRepository.ownIn(tx, businessId, viewer.id);
        let reviewId: number;
        let figures;
        if (existing) {
          reviewId = existing.id;
          await reviewsRepository.update(tx, reviewId, command);
          figures = await businessesRepository.addToRatings(tx, businessId, 0, command.rating - existing.rating);
        } else {
          reviewId = await reviewsRepository.insert(tx, { businessId, userId: viewer.id, ...command });
          figures = await businessesRepository.addToRatings(tx, businessId, 1, command.rating);
          await activityService.notify(tx, row.business.userId, {
            type: 'business.reviewed',
            subject: `New review of ${row.business.name}`,
            text: `${viewer.name} gave “${row.business.name}” ${command.rating} of 5 stars.`,
            link: `/businesses/${businessId}`,
            actorId: viewer.id,
          });
        }
        return { reviewId, created: existing === null, figures };
      });
      deps.listChanged();
      return {
        created: outcome.created,
        review: await reloaded(businessId, outcome.reviewId),
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
        const rating = await reviewsRepository.delete(tx, reviewId);
        if (rating !== null) await businessesRepository.addToRatings(tx, businessId, -1, -rating);
      });
      deps.listChanged();
    },

    /** The owner answers a review, once. */
    async reply(viewer: NonNullable<Viewer>, businessId: number, reviewId: number, input: ReplyInput) {
      const listing = await businessAccess.visibleBusiness(businessId, viewer);
      if (!isOwner(viewer, listing)) throw forbidden();
      const review = await reviewsRepository.find(businessId, reviewId);
      if (!review) throw notFound(reviewMessages.notFound);
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
