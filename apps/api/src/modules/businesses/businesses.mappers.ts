import type { BusinessDetail, BusinessSummary, MyBusiness, PendingBusiness, Review, Vouch } from '@akwaaba/contracts';
import type { BusinessSummaryRow, BusinessWithRefs } from './businesses.repository.ts';
import type { ReviewWithAuthor } from './reviews/reviews.repository.ts';

/** The mean rating to two decimals, from the counters kept with the reviews; 0 without reviews. */
export function averageRating(ratingTotal: number, reviewsCount: number): number {
  return reviewsCount === 0 ? 0 : Math.round((ratingTotal * 100) / reviewsCount) / 100;
}

export function toBusinessSummary({ business, category }: BusinessSummaryRow | BusinessWithRefs): BusinessSummary {
  return {
    id: business.id,
    name: business.name,
    description: business.description,
    category,
    is_verified: business.isVerified,
    ghanaian_owned: business.ghanaianOwned === 'confirmed',
    average_rating: averageRating(business.ratingTotal, business.reviewsCount),
    total_reviews: business.reviewsCount,
    address: business.address,
    city: business.city,
    province: business.province,
    contact_person: business.contactPerson,
    phone: business.phone,
  };
}

/** A directory card from a list row read as an array, in the order of the repository's summaryColumns. */
export function businessSummaryOf(row: unknown[]): BusinessSummary {
  const [id, name, description, isVerified, ghanaianOwned, reviewsCount, ratingTotal, address, city, province] = row;
  const [contactPerson, phone, categoryId, categoryName, categorySlug] = row.slice(10);
  return {
    id: id as number,
    name: name as string,
    description: description as string,
    category: { id: categoryId as number, name: categoryName as string, slug: categorySlug as string },
    is_verified: isVerified as boolean,
    ghanaian_owned: ghanaianOwned === 'confirmed',
    average_rating: averageRating(ratingTotal as number, reviewsCount as number),
    total_reviews: reviewsCount as number,
    address: address as string,
    city: city as string,
    province: province as string,
    contact_person: contactPerson as string | null,
    phone: phone as string | null,
  };
}

export function toReview({ review, author }: ReviewWithAuthor): Review {
  return {
    id: review.id,
    user: review.userId !== null && author?.name ? { id: review.userId, name: author.name } : null,
    rating: review.rating,
    comment: review.comment,
    is_verified: author?.verified === true,
    reply: review.reply,
    replied_at: review.repliedAt?.toISOString() ?? null,
    created_at: review.createdAt.toISOString(),
    updated_at: review.updatedAt.toISOString(),
  };
}

export function toBusinessDetail(
  row: BusinessWithRefs,
  viewer: {
    isOwner: boolean;
    following: boolean;
    ownReview: Review | null;
    reviews: Review[];
    vouches: Vouch[];
    vouched: boolean;
    /** The owner or an admin: they see an open request for the Ghanaian-owned mark. */
    managing: boolean;
  },
): BusinessDetail {
  const { business, owner } = row;
  return {
    ...toBusinessSummary(row),
    user_id: business.userId,
    user: { id: owner.id, name: owner.name },
    email: business.email,
    website: business.website,
    latitude: business.latitude,
    longitude: business.longitude,
    operating_hours: business.operatingHours,
    followers_count: business.followersCount,
    status: business.status,
    rejection_reason: viewer.isOwner ? business.rejectionReason : null,
    is_owner: viewer.isOwner,
    user_following: viewer.following,
    user_review: viewer.ownReview,
    reviews: viewer.reviews,
    vouches_count: business.vouchesCount,
    vouches: viewer.vouches,
    user_vouched: viewer.vouched,
    ghanaian_owned_requested: viewer.managing && business.ghanaianOwned === 'requested',
    created_at: business.createdAt.toISOString(),
  };
}

export function toMyBusiness(row: BusinessWithRefs): MyBusiness {
  return { ...toBusinessSummary(row), status: row.business.status, rejection_reason: row.business.rejectionReason };
}

export function toPendingBusiness({ business, category, owner }: BusinessWithRefs): PendingBusiness {
  return {
    id: business.id,
    name: business.name,
    description: business.description,
    category: { name: category.name },
    address: business.address,
    city: business.city,
    website: business.website,
    user: { id: owner.id, name: owner.name },
    resubmitted: business.approvedAt !== null,
    created_at: business.createdAt.toISOString(),
  };
}
