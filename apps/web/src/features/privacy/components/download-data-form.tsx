import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import { Download } from 'lucide-react';
import { accountDataMessages, exportAccountDataRequest, passwordCheckForm } from '@akwaaba/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { applyServerFieldErrors, useAppForm } from '@/lib/forms';
import { useDownloadAccountData } from '../api/download-account-data';
import { IdentityCheckField } from '@/components/identity-check-field';

/** Download my data (POPIA s23): the password again, then one ZIP of everything, saved by the browser. */
export function DownloadDataForm({
  hasPassword,
  onSignInAgain,
}: {
  hasPassword: boolean;
  onSignInAgain: () => void | Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const download = useDownloadAccountData();
  const form = useAppForm<{ password?: string }>({
    resolver: zodResolver(hasPassword ? passwordCheckForm : exportAccountDataRequest),
    defaultValues: { password: '' },
  });
  const { errors } = form.formState;

  const close = () => {
    setOpen(false);
    form.reset();
    download.reset();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await download.mutateAsync(values);
      toast.success(accountDataMessages.downloaded);
      close();
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['password']);
    }
  });

  return (
    <div className="space-y-3">
      <p className="text-stone-700">{accountDataMessages.explanation}</p>
      {open ? (
        <form noValidate onSubmit={onSubmit} aria-label={accountDataMessages.download} className="max-w-md space-y-4">
          {download.isError && !errors.password && (
            <Alert variant="error">{errorMessage(download.error, accountDataMessages.failed)}</Alert>
          )}
          <IdentityCheckField
            hasPassword={hasPassword}
            passwordInput={form.register('password')}
            error={errors.password?.message}
            hint={accountDataMessages.passwordPrompt}
            onSignInAgain={onSignInAgain}
          />
          {download.isPending && (
            <p role="status" className="text-sm text-stone-600">
              {accountDataMessages.downloading}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" isLoading={download.isPending}>
              <Download aria-hidden="true" className="size-4" />
              {accountDataMessages.download}
            </Button>
            <Button variant="secondary" onClick={close} disabled={download.isPending}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="secondary" onClick={() => setOpen(true)}>
          <Download aria-hidden="true" className="size-4" />
          {accountDataMessages.download}
        </Button>
      )}
    </div>
  );
}
