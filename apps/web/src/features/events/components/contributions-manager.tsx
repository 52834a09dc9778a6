import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Download, Paperclip, Trash2 } from 'lucide-react';
import {
  contributionMessages,
  formatLongDate,
  formatRand,
  PAYMENT_METHODS,
  paymentMethodLabels,
  PROOF_ACCEPT,
  PROOF_MAX_BYTES,
  PROOF_TYPES,
  randToCents,
  saDateOf,
  TOTALS_VISIBILITIES,
  totalsVisibilityLabels,
  type ContributionLedger,
  type ContributionsSummary,
  type EventDetail,
  type LedgerPledge,
  type PaymentMethod,
  type TotalsVisibility,
} from '@akwaaba/contracts';
import { UploadProgress } from '@/components/upload-progress';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field, FieldError } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-store';
import { toast } from '@/lib/toast';
import { useDownloadContributionsCsv, useDownloadProof } from '../api/download-contributions';
import { useContributionLedger } from '../api/get-contribution-ledger';
import { useRecordReceipt } from '../api/record-receipt';
import { useRemoveReceipt } from '../api/remove-receipt';
import { useUpdateContributionSettings } from '../api/update-contribution-settings';

/** The organisers' ledger: what the page shows, every pledge with its name, the receipts, a new receipt, the CSV. */
export function ContributionsManager({ event, summary }: { event: EventDetail; summary: ContributionsSummary }) {
  const headingId = useId();
  const ledger = useContributionLedger(event.id);
  const [receiving, setReceiving] = useState<LedgerPledge | null>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const csv = useDownloadContributionsCsv(event.id);

  return (
    <section aria-labelledby={headingId} className="space-y-5 border-t border-stone-200 pt-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} className="text-lg font-semibold text-stone-900">
          {contributionMessages.manageHeading}
        </h3>
        <Button
          variant="secondary"
          size="sm"
          isLoading={csv.isPending}
          onClick={() =>
            csv.mutate(undefined, {
              onError: (error) => toast.error(errorMessage(error, contributionMessages.exportFailed)),
            })
          }
        >
          {!csv.isPending && <Download aria-hidden="true" className="size-4" />}
          {contributionMessages.exportCsv}
        </Button>
      </div>
      <VisibilityChoice eventId={event.id} current={summary.totals_visibility ?? 'both'} />
      {ledger.isPending ? (
        <p role="status" className="text-sm text-stone-600">
          Loading the ledger…
        </p>
      ) : ledger.isError ? (
        <Alert variant="error">{errorMessage(ledger.error, contributionMessages.loadFailed)}</Alert>
      ) : (
        <>
          <Pledges
            ledger={ledger.data}
            onReceive={(pledge) => {
              setReceiving(pledge);
              formRef.current?.scrollIntoView?.({ block: 'nearest' });
            }}
          />
          <Receipts eventId={event.id} ledger={ledger.data} />
          <div ref={formRef}>
            <ReceiptForm
              key={receiving?.id ?? 'none'}
              eventId={event.id}
              pledges={ledger.data.pledges.filter((pledge) => pledge.status === 'pledged')}
              pledge={receiving}
              onDone={() => setReceiving(null)}
            />
          </div>
        </>
      )}
    </section>
  );
}

function VisibilityChoice({ eventId, current }: { eventId: number; current: TotalsVisibility }) {
  const { user } = useAuth();
  const save = useUpdateContributionSettings(eventId, user?.id ?? null);
  const [choice, setChoice] = useState<TotalsVisibility>(current);
  return (
    <form
      noValidate
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(choice, {
          onSuccess: (answer) => toast.success(answer.message),
          onError: (error) => toast.error(errorMessage(error, contributionMessages.saveFailed)),
        });
      }}
    >
      <Field label={contributionMessages.visibilityLabel} className="min-w-56 flex-1">
        {(control) => (
          <Select
            {...control}
            name="totals_visibility"
            value={choice}
            onChange={(event) => setChoice(event.target.value as TotalsVisibility)}
          >
            {TOTALS_VISIBILITIES.map((visibility) => (
              <option key={visibility} value={visibility}>
                {totalsVisibilityLabels[visibility]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Button type="submit" variant="secondary" isLoading={save.isPending}>
        {contributionMessages.saveVisibility}
      </Button>
    </form>
  );
}

function Pledges({ ledger, onReceive }: { ledger: ContributionLedger; onReceive: (pledge: LedgerPledge) => void }) {
  return (
    <div className="space-y-2">
      <h4 className="font-semibold text-stone-900">
        {contributionMessages.pledgesHeading} ({ledger.pledges_count}, {formatRand(ledger.pledged_total)})
      </h4>
      {ledger.pledges.length === 0 ? (
        <p className="text-sm text-stone-600">{contributionMessages.noPledges}</p>
      ) : (
        <ul className="divide-y divide-stone-100">
          {ledger.pledges.map((pledge) => (
            <li key={pledge.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="flex min-w-0 flex-wrap items-center gap-2 break-words text-stone-900">
                {pledge.user.name}
                {pledge.anonymous && <Badge>{contributionMessages.anonymousTag}</Badge>}
              </span>
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-semibold">{formatRand(pledge.amount)}</span>
                <Badge tone={pledge.status === 'received' ? 'green' : 'neutral'}>
                  {contributionMessages.statusLabels[pledge.status]}
                </Badge>
                {pledge.status === 'pledged' && (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`${contributionMessages.markReceived}: ${pledge.user.name}`}
                    onClick={() => onReceive(pledge)}
                  >
                    {contributionMessages.markReceived}
                  </Button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Receipts({ eventId, ledger }: { eventId: number; ledger: ContributionLedger }) {
  const remove = useRemoveReceipt(eventId);
  const proof = useDownloadProof(eventId);
  return (
    <div className="space-y-2">
      <h4 className="font-semibold text-stone-900">
        {contributionMessages.receiptsHeading} ({ledger.receipts_count}, {formatRand(ledger.received_total)})
      </h4>
      {ledger.receipts.length === 0 ? (
        <p className="text-sm text-stone-600">{contributionMessages.noReceipts}</p>
      ) : (
        <ul className="divide-y divide-stone-100">
          {ledger.receipts.map((receipt) => (
            <li key={receipt.id} className="space-y-1 py-2">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="min-w-0 break-words text-stone-900">{receipt.from ?? '—'}</span>
                <span className="font-semibold">{formatRand(receipt.amount)}</span>
              </div>
              <p className="text-sm text-stone-600">
                <time dateTime={receipt.received_on}>{formatLongDate(`${receipt.received_on}T12:00:00+02:00`)}</time>
                {' · '}
                {paymentMethodLabels[receipt.method]}
                {receipt.note && ` · ${receipt.note}`}
              </p>
              <div className="flex flex-wrap gap-2">
                {receipt.proof_name && (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`${contributionMessages.proofLink}: ${receipt.from ?? formatRand(receipt.amount)}`}
                    onClick={() =>
                      proof.mutate(
                        { receiptId: receipt.id, name: receipt.proof_name! },
                        { onError: (error) => toast.error(errorMessage(error, contributionMessages.loadFailed)) },
                      )
                    }
                  >
                    <Paperclip aria-hidden="true" className="size-4" />
                    {contributionMessages.proofLink}
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`${contributionMessages.removeReceipt}: ${receipt.from ?? formatRand(receipt.amount)}`}
                  disabled={remove.isPending}
                  onClick={() => {
                    if (!window.confirm(contributionMessages.removeReceiptConfirm)) return;
                    remove.mutate(receipt.id, {
                      onSuccess: (answer) => toast.success(answer.message),
                      onError: (error) => toast.error(errorMessage(error, contributionMessages.saveFailed)),
                    });
                  }}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  {contributionMessages.removeReceipt}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

type ReceiptErrors = Partial<
  Record<'amount' | 'received_on' | 'method' | 'note' | 'from_name' | 'pledge_id' | 'proof', string>
>;

/** What the content must be is the server's to judge; the browser refuses what is plainly not a proof. */
export function proofProblem(file: File): string | undefined {
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  const allowed = [...Object.keys(PROOF_TYPES), 'jpeg'];
  if (!allowed.includes(extension)) return contributionMessages.proofInvalid;
  if (file.size > PROOF_MAX_BYTES) return contributionMessages.proofTooLarge;
  return undefined;
}

/** A receipt: amount, day, method, from whom, a note, the pledge it receives, and a proof sent with its progress. */
function ReceiptForm({
  eventId,
  pledges,
  pledge,
  onDone,
}: {
  eventId: number;
  pledges: LedgerPledge[];
  pledge: LedgerPledge | null;
  onDone: () => void;
}) {
  const headingId = useId();
  const proofId = useId();
  const proofInput = useRef<HTMLInputElement>(null);
  const record = useRecordReceipt(eventId);
  const today = saDateOf(new Date());
  const [values, setValues] = useState({
    amount: pledge?.amount ?? '',
    received_on: today,
    method: 'eft' as PaymentMethod,
    from_name: '',
    note: '',
    pledge_id: pledge ? String(pledge.id) : '',
  });
  const [proof, setProof] = useState<File | null>(null);
  const [errors, setErrors] = useState<ReceiptErrors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const set = (field: keyof typeof values) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  function chooseProof(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    const problem = file ? proofProblem(file) : undefined;
    setErrors((current) => ({ ...current, proof: problem }));
    setProof(problem ? null : file);
    if (problem && proofInput.current) proofInput.current.value = '';
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = randToCents(values.amount);
    const local: ReceiptErrors = {
      amount: 'problem' in read ? read.problem : undefined,
      received_on: !values.received_on
        ? contributionMessages.receivedOnRequired
        : values.received_on > today
          ? contributionMessages.receivedOnFuture
          : undefined,
      proof: errors.proof,
    };
    setErrors(local);
    setFailure(null);
    if (Object.values(local).some(Boolean)) return;
    setProgress(0);
    try {
      const answer = await record.mutateAsync({
        receipt: {
          amount: values.amount.trim(),
          received_on: values.received_on,
          method: values.method,
          from_name: values.from_name || null,
          note: values.note || null,
          pledge_id: values.pledge_id ? Number(values.pledge_id) : null,
        },
        proof,
        onProgress: setProgress,
      });
      toast.success(answer.message);
      onDone();
      setValues({ amount: '', received_on: today, method: 'eft', from_name: '', note: '', pledge_id: '' });
      setProof(null);
      if (proofInput.current) proofInput.current.value = '';
    } catch (error) {
      const fields = ['amount', 'received_on', 'method', 'note', 'from_name', 'pledge_id', 'proof'] as const;
      const server: ReceiptErrors = {};
      if (error instanceof ApiError) for (const field of fields) server[field] = error.fieldError(field);
      setErrors(server);
      if (!Object.values(server).some(Boolean)) setFailure(errorMessage(error, contributionMessages.receiptFailed));
    } finally {
      setProgress(null);
    }
  }

  const proofHint = `${proofId}-hint`;
  const proofError = errors.proof ? `${proofId}-error` : undefined;
  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => void submit(event)}
      className="space-y-3 rounded-xl bg-stone-50 p-4"
    >
      <h4 id={headingId} className="font-semibold text-stone-900">
        {contributionMessages.recordReceipt}
      </h4>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={contributionMessages.receiptAmountLabel} required error={errors.amount}>
          {(control) => (
            <Input
              {...control}
              name="amount"
              inputMode="decimal"
              value={values.amount}
              onChange={set('amount')}
              aria-required
            />
          )}
        </Field>
        <Field label={contributionMessages.receivedOnLabel} required error={errors.received_on}>
          {(control) => (
            <Input
              {...control}
              name="received_on"
              type="date"
              max={today}
              value={values.received_on}
              onChange={set('received_on')}
              aria-required
            />
          )}
        </Field>
        <Field label={contributionMessages.methodLabel} error={errors.method}>
          {(control) => (
            <Select {...control} name="method" value={values.method} onChange={set('method')}>
              {PAYMENT_METHODS.map((method) => (
                <option key={method} value={method}>
                  {paymentMethodLabels[method]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={contributionMessages.pledgeLabel} error={errors.pledge_id}>
          {(control) => (
            <Select {...control} name="pledge_id" value={values.pledge_id} onChange={set('pledge_id')}>
              <option value="">{contributionMessages.noPledgeOption}</option>
              {pledges.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.user.name} — {formatRand(option.amount)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={contributionMessages.fromLabel} error={errors.from_name}>
          {(control) => (
            <Input {...control} name="from_name" maxLength={100} value={values.from_name} onChange={set('from_name')} />
          )}
        </Field>
        <Field label={contributionMessages.noteLabel} error={errors.note}>
          {(control) => <Input {...control} name="note" maxLength={300} value={values.note} onChange={set('note')} />}
        </Field>
      </div>
      <div className="space-y-1.5">
        <label htmlFor={proofId} className="block text-sm font-medium text-stone-800">
          {contributionMessages.proofLabel}
        </label>
        <input
          ref={proofInput}
          id={proofId}
          type="file"
          name="proof"
          accept={PROOF_ACCEPT}
          onChange={chooseProof}
          aria-invalid={errors.proof ? true : undefined}
          aria-describedby={[proofError, proofHint].filter(Boolean).join(' ')}
          className="block w-full text-sm text-stone-700 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-ghana-green-light file:px-4 file:font-semibold file:text-ghana-green-dark hover:file:bg-green-100"
        />
        <p id={proofHint} className="text-sm text-stone-600">
          {proof ? proof.name : 'No file chosen.'}
        </p>
        <FieldError id={proofError} message={errors.proof} />
      </div>
      {progress !== null && <UploadProgress label="Uploading proof of payment" percent={progress} />}
      {failure && <Alert variant="error">{failure}</Alert>}
      <Button type="submit" isLoading={record.isPending}>
        {contributionMessages.recordReceipt}
      </Button>
    </form>
  );
}
