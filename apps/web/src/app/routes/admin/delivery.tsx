import { deliveryMessages } from '@akwaaba/contracts';
import { DeliveryFailures } from '@/features/admin/components/delivery-failures';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  useDocumentTitle(deliveryMessages.heading);
  return <DeliveryFailures />;
}
