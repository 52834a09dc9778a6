import type { ComponentProps } from 'react';
import { BUSINESS_CATEGORIES } from '@akwaaba/contracts';
import { Select } from '@/components/ui/input';
import { labelFromSlug } from '@/lib/format';

/** The spec's business_category list, for sign-up and the Business Details tab alike. */
export function BusinessCategorySelect(props: ComponentProps<typeof Select>) {
  return (
    <Select {...props}>
      <option value="">Select a category</option>
      {BUSINESS_CATEGORIES.map((category) => (
        <option key={category} value={category}>
          {labelFromSlug(category)}
        </option>
      ))}
    </Select>
  );
}
