import { z } from 'zod';

export const adminStatsResponse = z.object({
  data: z.object({
    members: z.number().int(),
    individual_members: z.number().int(),
    business_members: z.number().int(),
    admins: z.number().int(),
    new_members_this_week: z.number().int(),
    verification_requests: z.number().int(),
    /** Contact messages waiting in the admin inbox. */
    open_contact_messages: z.number().int(),
  }),
});
export type AdminStats = z.infer<typeof adminStatsResponse>['data'];
