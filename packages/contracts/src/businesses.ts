import { z } from 'zod';
import { canonicalCity } from './cities.ts';
import { MAX_ID } from './common/ids.ts';
import { emptyToNull, formBoolean, optionalHttpUrl, optionalText, typedPreprocess } from './common/form-values.ts';
import { itemWithMessage, paginationQuery } from './common/pagination.ts';
import { filterText, multiLineText, singleLineText } from './common/text.ts';
import {
  BUSINESS_SORTS,
  businessMessages,
  REVIEW_COMMENT_MAX,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  reviewMessages,
  VOUCH_NOTE_MAX,
  VOUCH_NOTE_MIN,
  WEEKDAYS,
} from './businesses.constants.ts';
import { APPROVAL_STATUSES } from './events.constants.ts';
export * from './businesses.constants.ts';

export const BUSINESS_NAME_MIN = 2;

/** South Africa's extent, a little wider: a place outside it was not chosen from the suggestions. */
export const SOUTH_AFRICA_BOUNDS = { minLat: -35.5, maxLat: -21.5, minLon: 16, maxLon: 33.5 } as const;

const optionalField = <T extends z.ZodType<string, string>>(schema: T) => optionalText(schema).default(null);

const coordinate = (min: number, max: number) =>
  typedPreprocess(
    emptyToNull,
    z.coerce
      .number<number>({ error: businessMessages.addressRequired })
      .refine((value) => Number.isFinite(value) && value >= min && value <= max, businessMessages.addressRequired),
  );

/** A phone number as people write it ('+27 11 123 4567', '011-123-4567'); the server stores E.164. */
export const contactPhone = z
  .string({ error: businessMessages.phoneInvalid })
  .trim()
  .regex(/^\+?[\d\s().-]{7,25}$/, businessMessages.phoneInvalid)
  .refine((value) => value.replace(/\D/g, '').length >= 9, businessMessages.phoneInvalid);

/** A listing's contact address (businesses, associations). */
export const contactEmail = z
  .string({ error: businessMessages.emailInvalid })
  .trim()
  .toLowerCase()
  .max(254, businessMessages.emailInvalid)
  .pipe(z.email({ error: businessMessages.emailInvalid }));

/** One weekday's hours as shown ('08:00–17:00'); blank means closed that day. */
const dayHours = z
  .union([z.null(), singleLineText(60, { label: 'Operating hours' })])
  .transform((value) => value ?? '')
  .default('');

/** Hours for each weekday, or null when the owner has not given them ('Hours not specified'). */
export const operatingHours = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, dayHours])) as {
    [K in (typeof WEEKDAYS)[number]]: typeof dayHours;
  },
);
/** The hours as answers carry them: every weekday's text, '' for closed. */
export const storedOperatingHours = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, z.string()])) as { [K in (typeof WEEKDAYS)[number]]: z.ZodString },
);
export type OperatingHours = z.output<typeof storedOperatingHours>;

/** The Create/Edit business form, on the web and on the server. The place fields come from the chosen suggestion. */
export const businessInput = z
  .object({
    name: singleLineText(150, { label: 'Business name', required: businessMessages.nameRequired }).min(
      BUSINESS_NAME_MIN,
      businessMessages.nameMin,
    ),
    description: multiLineText(5000, {
      label: 'Business description',
      required: businessMessages.descriptionRequired,
    }),
    category_id: typedPreprocess(
      emptyToNull,
      z.coerce
        .number<number>({ error: businessMessages.categoryRequired })
        .int(businessMessages.categoryRequired)
        .positive(businessMessages.categoryRequired)
        .max(MAX_ID, businessMessages.categoryInvalid),
    ),
    email: typedPreprocess(emptyToNull, contactEmail.nullable()).optional().default(null),
    phone: typedPreprocess(emptyToNull, contactPhone.nullable()).optional().default(null),
    address: singleLineText(300, { label: 'Address', required: businessMessages.addressRequired }),
    city: singleLineText(100, { label: 'City', required: businessMessages.addressRequired }),
    province: singleLineText(60, { label: 'Province', required: businessMessages.addressRequired }),
    latitude: coordinate(SOUTH_AFRICA_BOUNDS.minLat, SOUTH_AFRICA_BOUNDS.maxLat),
    longitude: coordinate(SOUTH_AFRICA_BOUNDS.minLon, SOUTH_AFRICA_BOUNDS.maxLon),
    website: optionalHttpUrl(businessMessages.websiteInvalid).default(null),
    contact_person: optionalField(singleLineText(100, { label: 'Contact person' })),
    operating_hours: operatingHours.nullish().transform((value) => value ?? null),
  })
  .transform((business) => ({ ...business, city: canonicalCity(business.city) ?? business.city }));
export type BusinessInput = z.input<typeof businessInput>;
export type BusinessCommand = z.output<typeof businessInput>;

/** Filters that cannot be used are ignored; one carrying control characters is refused. */
export const businessesQuery = paginationQuery.extend({
  search: filterText(100, 'Search'),
  category: filterText(80, 'Category'),
  city: filterText(100, 'City'),
  verified: formBoolean.optional().catch(undefined),
  /** `newest`: latest listings first (the home page's 'New businesses'); by name otherwise. */
  sort: z.enum(BUSINESS_SORTS).optional().catch(undefined),
});
export type BusinessesQuery = z.input<typeof businessesQuery>;

export const businessIdParams = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });
export const reviewParams = z.object({
  id: z.coerce.number().int().positive().max(MAX_ID),
  reviewId: z.coerce.number().int().positive().max(MAX_ID),
});
export const verificationParams = z.object({ userId: z.coerce.number().int().positive().max(MAX_ID) });

export const reviewInput = z.object({
  rating: z.coerce
    .number({ error: reviewMessages.ratingInvalid })
    .int(reviewMessages.ratingInvalid)
    .min(REVIEW_RATING_MIN, reviewMessages.ratingInvalid)
    .max(REVIEW_RATING_MAX, reviewMessages.ratingInvalid),
  comment: optionalField(multiLineText(REVIEW_COMMENT_MAX, { label: 'Comment' })),
});
export type ReviewInput = z.input<typeof reviewInput>;
export type ReviewCommand = z.output<typeof reviewInput>;

/** Vouching for a business: a note of how the member knows it (VOUCH_NOTE_MIN to VOUCH_NOTE_MAX characters). */
export const vouchInput = z.object({
  note: singleLineText(VOUCH_NOTE_MAX, {
    label: businessMessages.vouchNoteLabel,
    required: businessMessages.vouchNoteRequired,
  }).min(VOUCH_NOTE_MIN, businessMessages.vouchNoteMin),
});
export type VouchInput = z.input<typeof vouchInput>;

export const replyInput = z.object({
  reply: multiLineText(1000, { label: 'Reply', required: reviewMessages.replyRequired }),
});
export type ReplyInput = z.input<typeof replyInput>;

/** An admin's answer to a verification request: grant the badge or refuse it. */
export const verificationDecision = z.object({ decision: z.enum(['grant', 'refuse']) });

/** Turns the badge on or off; without a body it is turned on. */
export const verifyBusinessRequest = z.preprocess(
  (value) => value ?? {},
  z.object({ is_verified: z.boolean().optional().default(true) }),
);

/** An admin gives the Ghanaian-owned mark or takes it away; without a body it is given. */
export const ghanaianOwnedRequest = z.preprocess(
  (value) => value ?? {},
  z.object({ ghanaian_owned: z.boolean().optional().default(true) }),
);

const categoryRef = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });

/** A business as the directory's cards show it. */
export const businessSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  category: categoryRef,
  is_verified: z.boolean(),
  /** An admin confirmed the owner's request for the 'Ghanaian-owned' mark. */
  ghanaian_owned: z.boolean(),
  /** The mean of the ratings, to two decimals; 0 without reviews. */
  average_rating: z.number(),
  total_reviews: z.number().int(),
  address: z.string(),
  city: z.string(),
  province: z.string(),
  contact_person: z.string().nullable(),
  phone: z.string().nullable(),
});
export type BusinessSummary = z.infer<typeof businessSummary>;

export const review = z.object({
  id: z.number().int(),
  /** Null only for a review whose reviewer is unknown, shown as 'Anonymous' (a deleted account's reviews go with it). */
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  /** The reviewer's account is a verified member (phone verified or a verified business). */
  is_verified: z.boolean(),
  reply: z.string().nullable(),
  replied_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Review = z.infer<typeof review>;

/** A member's word for a business: who, what they said, when. */
export const vouch = z.object({
  user: z.object({ id: z.number().int(), name: z.string() }),
  note: z.string(),
  created_at: z.string(),
});
export type Vouch = z.infer<typeof vouch>;

/** Where a business stands in vouches, and whether the caller vouched: what a vouch or its withdrawal answers. */
const vouchState = {
  vouches_count: z.number().int(),
  /** The newest vouches (DETAIL_VOUCHES). */
  vouches: z.array(vouch),
  user_vouched: z.boolean(),
};

export const businessDetail = businessSummary.extend({
  user_id: z.number().int(),
  user: z.object({ id: z.number().int(), name: z.string() }),
  email: z.string().nullable(),
  website: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  operating_hours: storedOperatingHours.nullable(),
  followers_count: z.number().int(),
  status: z.enum(APPROVAL_STATUSES),
  rejection_reason: z.string().nullable(),
  is_owner: z.boolean(),
  user_following: z.boolean(),
  /** The caller's own review, to edit it; null when they have none. */
  user_review: review.nullable(),
  /** The newest reviews (DETAIL_REVIEWS); older ones come from the reviews call. */
  reviews: z.array(review),
  ...vouchState,
  /** The owner asked for the Ghanaian-owned mark and an admin has not decided yet (shown to the owner and admins). */
  ghanaian_owned_requested: z.boolean(),
  created_at: z.string(),
});
export type BusinessDetail = z.infer<typeof businessDetail>;

/** My Businesses rows: the owner's view with status. */
export const myBusiness = businessSummary.extend({
  status: z.enum(APPROVAL_STATUSES),
  rejection_reason: z.string().nullable(),
});
export type MyBusiness = z.infer<typeof myBusiness>;

/** A pending listing in the admin's queue, with what the admin needs to decide (docs/rules/approval.md). */
export const pendingBusiness = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  category: z.object({ name: z.string() }),
  address: z.string(),
  city: z.string(),
  website: z.string().nullable(),
  user: z.object({ id: z.number().int(), name: z.string() }),
  /** A listing that was approved before and changed: the admin reviews the change. */
  resubmitted: z.boolean(),
  created_at: z.string(),
});
export type PendingBusiness = z.infer<typeof pendingBusiness>;

export const verificationRequest = z.object({
  user_id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  business_name: z.string().nullable(),
  business_category: z.string().nullable(),
  business_registration_number: z.string().nullable(),
  requested_at: z.string(),
  /** The member's listings, for context: how many are approved. */
  approved_listings: z.number().int(),
});
export type VerificationRequest = z.infer<typeof verificationRequest>;

export const followResponse = itemWithMessage(
  z.object({ user_following: z.boolean(), followers_count: z.number().int() }),
);
export type FollowResponse = z.infer<typeof followResponse>;

export const vouchResponse = itemWithMessage(z.object(vouchState));
export type VouchResponse = z.infer<typeof vouchResponse>;

export const reviewResponse = itemWithMessage(
  z.object({ review, average_rating: z.number(), total_reviews: z.number().int() }),
);
export type ReviewResponse = z.infer<typeof reviewResponse>;
