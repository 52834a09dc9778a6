import { useId } from 'react';
import { toast } from '@/lib/toast';
import { replyInput, reviewMessages, type ReplyInput } from '@akwaaba/contracts';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
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
      <Field label="Your reply" error={form.formState.errors.reply?.message}>
        {(control) => <Textarea {...control} {...form.register('reply')} rows={3} maxLength={1000} autoFocus />}
      </Field>
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
