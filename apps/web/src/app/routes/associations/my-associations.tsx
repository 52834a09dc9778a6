import { associationMessages } from '@akwaaba/contracts';
import { MyAssociations } from '@/features/associations/components/my-associations';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  useDocumentTitle(associationMessages.myHeading);
  return <MyAssociations />;
}
