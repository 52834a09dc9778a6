import { businessMessages } from '@akwaaba/contracts';
import { OwnItemsList, type OwnItemsListProps } from '@/components/own-items-list';
import { useMyBusinesses } from '../api/get-my-businesses';
import { MyBusinessRow } from './my-business-row';

/** Every listing the member created, whatever its approval status, a page at a time (My Businesses, My Content). */
export function MyBusinessesList(props: OwnItemsListProps) {
  return (
    <OwnItemsList
      {...props}
      query={useMyBusinesses(props.page)}
      loadingText="Loading your businesses..."
      failedText={businessMessages.myBusinessesFailed}
      emptyText={businessMessages.noMyBusinesses}
      paginationLabel="My businesses pages"
      renderRow={(business) => <MyBusinessRow key={business.id} business={business} />}
    />
  );
}
