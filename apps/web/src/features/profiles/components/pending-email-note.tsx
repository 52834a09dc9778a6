/** A new address the member asked for stays pending until its link is opened; the old one signs in meanwhile. */
export function PendingEmailNote({ email }: { email: string }) {
  return (
    <>
      Waiting for confirmation: <strong className="font-semibold break-all">{email}</strong>. Your address changes when
      you open the link we sent there.
    </>
  );
}
