import { useId } from 'react';
import { toast } from '@/lib/toast';
import { replyInput, reviewMessages, textLimits, type ReplyInput } from '@akwaaba/contracts';
import { FormLongTextField } from '@/components/long-text-field';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { applyServerFieldErrors, formResolver, useAppForm } from '@/lib/forms';
import { useReplyToReview } from '../api/reply-to-review';

type ReplyFormValues = { reply: string };

/** The owner's one public answer to a review. */
export function ReplyForm({
  businessId,
  reviewId,
  onClose,
}: {
  businessId: number;
  reviewId: number;
  onClose: () => void;
}) {
  const formId = useId();
  const reply = useReplyToReview(businessId);
  const form = useAppForm<ReplyFormValues, unknown, ReplyInput>({
    resolver: formResolver<ReplyFormValues, typeof replyInput>(replyInput),
    defaultValues: { reply: '' },
  });

  const onSubmit = form.handleSubmit((values) =>
    reply.mutate(
      { reviewId, reply: values.reply },
      {
        onSuccess: (response) => {
          toast.success(response.message);
          onClose();
        },
        onError: (error) => {
          if (!applyServerFieldErrors(error, form.setError, ['reply'])) {
            toast.error(errorMessage(error, reviewMessages.replyFailed));
          }
        },
      },
    ),
  );

  return (
    <form id={formId} noValidate onSubmit={onSubmit} className="space-y-3">
      <FormLongTextField
        control={form.control}
        name="reply"
        label="Your reply"
        max={textLimits(replyInput).reply}
        rows={3}
        autoFocus
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" isLoading={reply.isPending}>
          Post Reply
        </Button>
        <Button variant="secondary" size="sm" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
