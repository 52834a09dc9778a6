import { applicationMessages } from '@akwaaba/contracts';
import { Dialog } from '@/components/dialog';
import { Button } from '@/components/ui/button';

/** Asks the employer to confirm 'Not selected' before it is saved: the status that hurts most to send by mistake. */
export function RejectApplicantDialog({
  name,
  onConfirm,
  onClose,
}: {
  name: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      role="alertdialog"
      title={applicationMessages.rejectTitle(name)}
      description={applicationMessages.rejectText}
      onClose={onClose}
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {applicationMessages.rejectCancel}
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          {applicationMessages.rejectConfirm}
        </Button>
      </div>
    </Dialog>
  );
}
