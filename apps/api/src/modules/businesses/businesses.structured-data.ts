import { WEEKDAYS, WEEKDAY_LABELS, type OperatingHours } from '@akwaaba/contracts';
import { averageRating } from './businesses.mappers.ts';
import type { BusinessWithRefs } from './businesses.repository.ts';

const TIME_RANGE = /^(\d{1,2}:\d{2})\s*[-–—]\s*(\d{1,2}:\d{2})$/;

const padTime = (time: string) => time.padStart(5, '0');

/** schema.org opening hours from the days whose text is a time range ('08:00–17:00'); other texts are left out. */
function openingHours(hours: OperatingHours | null) {
  if (!hours) return undefined;
  const specifications = WEEKDAYS.flatMap((day) =>
    hours[day]
      .split(',')
      .map((range) => range.trim().match(TIME_RANGE))
      .filter((match) => match !== null)
      .map((match) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: `https://schema.org/${WEEKDAY_LABELS[day]}`,
        opens: padTime(match[1]!),
        closes: padTime(match[2]!),
      })),
  );
  return specifications.length > 0 ? specifications : undefined;
}

/**
 * The schema.org LocalBusiness subtype of each business category (by slug), so a search engine files a salon as a
 * salon; categories with no fitting subtype (technology, education, other, any added later) stay LocalBusiness.
 */
const SCHEMA_TYPES: Record<string, string> = {
  restaurant: 'Restaurant',
  retail: 'Store',
  healthcare: 'MedicalBusiness',
  finance: 'FinancialService',
  'real-estate': 'RealEstateAgent',
  automotive: 'AutomotiveBusiness',
  entertainment: 'EntertainmentBusiness',
  'professional-services': 'ProfessionalService',
  'hair-and-beauty': 'HealthAndBeautyBusiness',
};

export const schemaTypeOf = (categorySlug: string) => SCHEMA_TYPES[categorySlug] ?? 'LocalBusiness';

/** The listing as schema.org LocalBusiness data, for search engines reading the shared page's head. */
export function localBusinessData({ business, category }: BusinessWithRefs, pageUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': schemaTypeOf(category.slug),
    name: business.name,
    description: business.description.slice(0, 500),
    url: pageUrl,
    ...(business.website ? { sameAs: [business.website] } : {}),
    ...(business.phone ? { telephone: business.phone } : {}),
    ...(business.email ? { email: business.email } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: business.address,
      addressLocality: business.city,
      addressRegion: business.province,
      addressCountry: 'ZA',
    },
    geo: { '@type': 'GeoCoordinates', latitude: business.latitude, longitude: business.longitude },
    openingHoursSpecification: openingHours(business.operatingHours),
    ...(business.reviewsCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: averageRating(business.ratingTotal, business.reviewsCount),
            reviewCount: business.reviewsCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
