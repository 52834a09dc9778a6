import { businessMessages } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { ListingNotFound } from '@/components/listing-not-found';

/** A missing or hidden listing (pending and rejected ones are 404 for everyone but their owner and admins). */
export function BusinessNotFound() {
  return (
    <ListingNotFound
      title={businessMessages.notFound}
      detail={<>The business you&rsquo;re looking for doesn&rsquo;t exist, or is not listed in the directory.</>}
      backTo={paths.businesses.getHref()}
      backLabel={businessMessages.backToDirectory}
    />
  );
}
