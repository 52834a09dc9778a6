import type { CategoryType } from '@akwaaba/contracts';

/** The categories every install starts with: business ones follow the spec's business_category list. */
export const CATEGORY_SEED: Record<CategoryType, ReadonlyArray<readonly [slug: string, name: string]>> = {
  event: [
    ['cultural-celebrations', 'Cultural Celebrations'],
    ['church-and-faith', 'Church & Faith'],
    ['networking-and-business', 'Networking & Business'],
    ['sports-and-fitness', 'Sports & Fitness'],
    ['food-and-music', 'Food & Music'],
    ['education-and-workshops', 'Education & Workshops'],
    ['family-and-community', 'Family & Community'],
    ['charity-and-volunteering', 'Charity & Volunteering'],
  ],
  business: [
    ['restaurant', 'Restaurant'],
    ['retail', 'Retail'],
    ['technology', 'Technology'],
    ['healthcare', 'Healthcare'],
    ['education', 'Education'],
    ['finance', 'Finance'],
    ['real-estate', 'Real Estate'],
    ['automotive', 'Automotive'],
    ['entertainment', 'Entertainment'],
    ['professional-services', 'Professional Services'],
    ['hair-and-beauty', 'Hair & Beauty'],
    ['other', 'Other'],
  ],
  job: [
    ['technology', 'Technology & IT'],
    ['healthcare', 'Healthcare'],
    ['education', 'Education & Training'],
    ['finance', 'Finance & Accounting'],
    ['sales-and-marketing', 'Sales & Marketing'],
    ['hospitality', 'Hospitality & Tourism'],
    ['construction-and-trades', 'Construction & Trades'],
    ['retail', 'Retail'],
    ['logistics', 'Logistics & Transport'],
    ['administration', 'Administration'],
    ['engineering', 'Engineering'],
    ['other', 'Other'],
  ],
};
