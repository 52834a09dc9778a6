import { z } from 'zod';
import {
  ASSOCIATION_KINDS,
  ASSOCIATION_MEMBER_STATUSES,
  ASSOCIATION_MEMBERSHIP,
  ASSOCIATION_ROLES,
  associationMessages,
  GHANA_REGIONS,
  LEADER_TITLE_MAX,
} from './associations.constants.ts';
import { contactEmail, contactPhone } from './businesses.ts';
import { canonicalCity } from './cities.ts';
import { MAX_ID } from './common/ids.ts';
import { emptyToNull, optionalHttpUrl, optionalText, typedPreprocess } from './common/form-values.ts';
import { paginationQuery } from './common/pagination.ts';
import { filterText, multiLineText, singleLineText } from './common/text.ts';
import { APPROVAL_STATUSES } from './events.constants.ts';
import { PROVINCES } from './places.constants.ts';
export * from './associations.constants.ts';

export const ASSOCIATION_NAME_MIN = 2;

const choice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

/** The Register/Edit association form, on the web and on the server. */
export const associationInput = z
  .object({
    name: singleLineText(150, {
      label: associationMessages.nameLabel,
      required: associationMessages.nameRequired,
    }).min(ASSOCIATION_NAME_MIN, associationMessages.nameMin),
    kind: choice(ASSOCIATION_KINDS, associationMessages.kindRequired),
    description: multiLineText(5000, {
      label: associationMessages.descriptionLabel,
      required: associationMessages.descriptionRequired,
    }),
    home_region: choice(GHANA_REGIONS, associationMessages.regionRequired),
    home_town: optionalText(singleLineText(100, { label: associationMessages.homeTownLabel })).default(null),
    province: choice(PROVINCES, associationMessages.provinceRequired),
    city: singleLineText(100, { label: associationMessages.cityLabel, required: associationMessages.cityRequired }),
    membership: choice(ASSOCIATION_MEMBERSHIP, associationMessages.membershipRequired).default('open'),
    email: typedPreprocess(emptyToNull, contactEmail.nullable()).optional().default(null),
    phone: typedPreprocess(emptyToNull, contactPhone.nullable()).optional().default(null),
    website: optionalHttpUrl(associationMessages.websiteInvalid).default(null),
  })
  .transform((association) => ({ ...association, city: canonicalCity(association.city) ?? association.city }));
export type AssociationInput = z.input<typeof associationInput>;
export type AssociationCommand = z.output<typeof associationInput>;

/** Filters that cannot be used are ignored; one carrying control characters is refused. */
export const associationsQuery = paginationQuery.extend({
  search: filterText(100, 'Search'),
  kind: z.enum(ASSOCIATION_KINDS).optional().catch(undefined),
  region: z.enum(GHANA_REGIONS).optional().catch(undefined),
  province: z.enum(PROVINCES).optional().catch(undefined),
});
export type AssociationsQuery = z.input<typeof associationsQuery>;

export const associationIdParams = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });
export const associationMemberParams = z.object({
  id: z.coerce.number().int().positive().max(MAX_ID),
  userId: z.coerce.number().int().positive().max(MAX_ID),
});

/** A leader's change to one member: let them in, make them a leader or a member again, give them a title. */
export const associationMemberChange = z
  .object({
    status: z.literal('active').optional(),
    role: z.enum(ASSOCIATION_ROLES).optional(),
    title: optionalText(singleLineText(LEADER_TITLE_MAX, { label: associationMessages.titleLabel })),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), associationMessages.updateFailed);
export type AssociationMemberChange = z.input<typeof associationMemberChange>;

const person = z.object({ id: z.number().int(), name: z.string() });

/** An association as the directory's cards show it. */
export const associationSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(ASSOCIATION_KINDS),
  description: z.string(),
  home_region: z.enum(GHANA_REGIONS),
  home_town: z.string().nullable(),
  province: z.string(),
  city: z.string(),
  is_verified: z.boolean(),
  members_count: z.number().int(),
  /** The logo's 192 px rendition, and its small widths as an <img srcset>; null without a logo. */
  logo: z.string().nullable(),
  logo_srcset: z.string().nullable(),
});
export type AssociationSummary = z.infer<typeof associationSummary>;

export const associationLeader = person.extend({ title: z.string().nullable() });
export type AssociationLeader = z.infer<typeof associationLeader>;

/** The caller's place in an association: null when they are not in it. */
export const associationMembership = z
  .object({ status: z.enum(ASSOCIATION_MEMBER_STATUSES), role: z.enum(ASSOCIATION_ROLES) })
  .nullable();
export type AssociationMembershipState = z.infer<typeof associationMembership>;

export const associationDetail = associationSummary.extend({
  user_id: z.number().int(),
  membership_policy: z.enum(ASSOCIATION_MEMBERSHIP),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  status: z.enum(APPROVAL_STATUSES),
  rejection_reason: z.string().nullable(),
  leaders: z.array(associationLeader),
  /** Leaders, its creator and admins may change it. */
  can_manage: z.boolean(),
  membership: associationMembership,
  /** Members waiting for a leader (counted for leaders only; 0 for everyone else). */
  pending_count: z.number().int(),
  created_at: z.string(),
});
export type AssociationDetail = z.infer<typeof associationDetail>;

/** The logo's form: its one file, `logo` (ASSOCIATION_LOGO_MAX_BYTES); no other field. */
export const associationLogoInput = z.object({});

/** One row of the leaders' member list. */
export const associationMember = person.extend({
  status: z.enum(ASSOCIATION_MEMBER_STATUSES),
  role: z.enum(ASSOCIATION_ROLES),
  title: z.string().nullable(),
  joined_at: z.string(),
});
export type AssociationMember = z.infer<typeof associationMember>;

export const associationMembersQuery = paginationQuery.extend({
  status: z.enum(ASSOCIATION_MEMBER_STATUSES).optional().catch(undefined),
});

/** My associations: where the member stands in each. */
export const myAssociation = associationSummary.extend({
  status: z.enum(APPROVAL_STATUSES),
  rejection_reason: z.string().nullable(),
  membership: associationMembership,
});
export type MyAssociation = z.infer<typeof myAssociation>;

/** A pending association in the admin's queue. */
export const pendingAssociation = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(ASSOCIATION_KINDS),
  description: z.string(),
  home_region: z.string(),
  city: z.string(),
  province: z.string(),
  website: z.string().nullable(),
  user: person,
  resubmitted: z.boolean(),
  created_at: z.string(),
});
export type PendingAssociation = z.infer<typeof pendingAssociation>;

/** Where the caller stands once they joined or left, and the association's count. */
export const membershipResponse = z.object({
  data: z.object({ membership: associationMembership, members_count: z.number().int() }),
  message: z.string(),
});
export type MembershipResponse = z.infer<typeof membershipResponse>;
