import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../../db/client.ts';
import { executeNamed } from '../../../db/named-statements.ts';
import type { HiddenReason } from '../../../db/hidden-items.ts';
import { fromJson } from '../../../db/json-rows.ts';
import { users } from '../../users/users.table.ts';
import { businesses } from '../businesses.table.ts';
import { reviews } from './reviews.table.ts';

/** A review with its reviewer's name and standing; a deleted reviewer leaves nulls ('Anonymous'). */
const reviewWithAuthor = {
  review: {
    id: reviews.id,
    businessId: reviews.businessId,
    userId: reviews.userId,
    rating: reviews.rating,
    comment: reviews.comment,
    reply: reviews.reply,
    repliedAt: reviews.repliedAt,
    createdAt: reviews.createdAt,
    updatedAt: reviews.updatedAt,
    hiddenAt: reviews.hiddenAt,
  },
  author: {
    name: users.name,
    verified: sql<boolean | null>`(${users.phoneVerifiedAt} is not null or ${users.isVerifiedBusiness})`,
  },
};

/** A listing's review figures, as its row keeps them. */
interface RatingFigures {
  reviewsCount: number;
  ratingTotal: number;
}

export function createReviewsRepository(db: Database) {
  const withAuthor = () => db.select(reviewWithAuthor).from(reviews).leftJoin(users, eq(users.id, reviews.userId));

  // Reviews hidden by moderators are left out of the listing's reviews, as they are of its counts.
  const newest = withAuthor()
    .where(and(eq(reviews.businessId, sql.placeholder('businessId')), isNull(reviews.hiddenAt)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('business_reviews_newest');

  const own = withAuthor()
    .where(and(eq(reviews.businessId, sql.placeholder('businessId')), eq(reviews.userId, sql.placeholder('userId'))))
    .prepare('business_reviews_own');

  return {
    /** Newest first; the total is the listing's own review count. */
    newest: (businessId: number, limit: number, offset: number) => newest.execute({ businessId, limit, offset }),

    async own(businessId: number, userId: number) {
      const [row] = await own.execute({ businessId, userId });
      return row ?? null;
    },

    async find(businessId: number, reviewId: number) {
      const [row] = await withAuthor().where(and(eq(reviews.id, reviewId), eq(reviews.businessId, businessId)));
      return row ?? null;
    },

    /** The member's review inside a write (the listing's row lock keeps it from changing underneath). */
    async ownIn(tx: Transaction, businessId: number, userId: number) {
      const [row] = await tx
        .select({ id: reviews.id, rating: reviews.rating, hiddenAt: reviews.hiddenAt })
        .from(reviews)
        .where(
          and(eq(reviews.businessId, sql.placeholder('businessId')), eq(reviews.userId, sql.placeholder('userId'))),
        )
        .prepare('business_reviews_own_in')
        .execute({ businessId, userId });
      return row ?? null;
    },

    /**
     * Adds the review, once per member (the unique index), and moves its listing's figures with it, with the writes
     * `alongside` returns (WITH clauses, told the condition that the review was added): one statement. `listedOnly`:
     * only while the listing is approved. Answers the review with its author, as `find` does, and the listing's new
     * figures; null when the review was not added, and so nothing was.
     */
    async insert(
      values: { businessId: number; userId: number; rating: number; comment: string | null },
      { listedOnly = false, alongside }: { listedOnly?: boolean; alongside?: (added: SQL) => SQL },
      executor: Executor = db,
    ) {
      const {
        rows: [row],
      } = await executeNamed<{ review: Record<string, unknown>; name: string; verified: boolean } & RatingFigures>(
        executor,
        sql`
        with added as (
          insert into ${reviews} (business_id, user_id, rating, comment)
          select ${values.businessId}::integer, ${values.userId}::integer, ${values.rating}::integer,
                 ${values.comment}::text
          ${listedOnly ? sql`from ${businesses} where ${businesses.id} = ${values.businessId} and ${businesses.status} = 'approved'` : sql``}
          on conflict (business_id, user_id) where user_id is not null do nothing
          returning *),
        counted as (
          update ${businesses} set reviews_count = reviews_count + 1, rating_total = rating_total + ${values.rating}
          where id = (select business_id from added) returning reviews_count, rating_total)
        ${alongside ? sql`, ${alongside(sql`exists (select from added)`)}` : sql``}
        select row_to_json(a) as review, u.name, (u.phone_verified_at is not null or u.is_verified_business) as verified,
               c.reviews_count as "reviewsCount", c.rating_total as "ratingTotal"
        from added a join ${users} u on u.id = a.user_id, counted c`,
      );
      if (!row) return null;
      const { review, name, verified, ...figures } = row;
      return { stored: { review: fromJson(reviews, review), author: { name, verified } }, figures };
    },

    async update(tx: Transaction, id: number, values: { rating: number; comment: string | null }): Promise<void> {
      await tx
        .update(reviews)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(reviews.id, id));
    },

    /** Deletes the review and answers its rating and whether it was counted (not hidden), or null when it was gone. */
    async delete(tx: Transaction, id: number): Promise<{ rating: number; counted: boolean } | null> {
      const [row] = await tx
        .delete(reviews)
        .where(eq(reviews.id, id))
        .returning({ rating: reviews.rating, hiddenAt: reviews.hiddenAt });
      return row ? { rating: row.rating, counted: row.hiddenAt === null } : null;
    },

    /** What moderation needs of a review: its listing (to lock first), rating, author and hidden state. */
    async moderationState(id: number, executor: Executor = db) {
      const [row] = await executor
        .select({
          id: reviews.id,
          businessId: reviews.businessId,
          userId: reviews.userId,
          rating: reviews.rating,
          comment: reviews.comment,
          hiddenAt: reviews.hiddenAt,
          hiddenReason: reviews.hiddenReason,
        })
        .from(reviews)
        .where(eq(reviews.id, id));
      return row ?? null;
    },

    /** Hides the review for the reason given, or shows it again (null). */
    async setHidden(tx: Transaction, id: number, reason: HiddenReason | null): Promise<void> {
      await tx
        .update(reviews)
        .set(reason ? { hiddenAt: sql`now()`, hiddenReason: reason } : { hiddenAt: null, hiddenReason: null })
        .where(eq(reviews.id, id));
    },

    /** Every review of a member, hidden or not, listing by listing (the order their rows are locked in). */
    async allOf(tx: Transaction, userId: number): Promise<Array<{ id: number; businessId: number }>> {
      return tx
        .select({ id: reviews.id, businessId: reviews.businessId })
        .from(reviews)
        .where(eq(reviews.userId, userId))
        .orderBy(asc(reviews.businessId));
    },

    /** A member's reviews, listing by listing (the order their rows are locked in), visible or hidden for a reason. */
    async idsOfMember(tx: Transaction, userId: number, hiddenFor: HiddenReason | null): Promise<number[]> {
      const rows = await tx
        .select({ id: reviews.id })
        .from(reviews)
        .where(
          and(
            eq(reviews.userId, userId),
            hiddenFor === null ? isNull(reviews.hiddenAt) : eq(reviews.hiddenReason, hiddenFor),
          ),
        )
        .orderBy(asc(reviews.businessId));
      return rows.map((row) => row.id);
    },

    /** The owner's one reply: false when the review already has one. */
    async reply(tx: Transaction, id: number, reply: string): Promise<boolean> {
      const rows = await tx
        .update(reviews)
        .set({ reply, repliedAt: sql`now()` })
        .where(and(eq(reviews.id, id), isNull(reviews.reply)))
        .returning({ id: reviews.id });
      return rows.length > 0;
    },

    /** Download my data: the reviews the member wrote, with the business and the owner's reply. */
    async exportOf(userId: number) {
      return db
        .select({
          businessId: reviews.businessId,
          businessName: businesses.name,
          rating: reviews.rating,
          comment: reviews.comment,
          reply: reviews.reply,
          repliedAt: reviews.repliedAt,
          createdAt: reviews.createdAt,
          updatedAt: reviews.updatedAt,
        })
        .from(reviews)
        .innerJoin(businesses, eq(businesses.id, reviews.businessId))
        .where(eq(reviews.userId, userId))
        .orderBy(reviews.id);
    },
  };
}
export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
export type ReviewWithAuthor = NonNullable<Awaited<ReturnType<ReviewsRepository['own']>>>;
