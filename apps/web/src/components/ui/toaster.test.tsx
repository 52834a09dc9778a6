import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { interfaceMessages } from '@akwaaba/contracts';

// The first toast anywhere loads sonner for the rest of the page's life (lib/toast.ts): each test starts from a page
// that has raised none, with the modules fresh even when the worker ran other files first.
async function freshPage() {
  vi.resetModules();
  const [{ toast }, { Toaster }] = await Promise.all([import('@/lib/toast'), import('./toaster')]);
  return function Page() {
    return (
      <>
        <button type="button" onClick={() => toast.success('Profile updated.')}>
          Save
        </button>
        <Toaster />
      </>
    );
  };
}

describe('Toaster', () => {
  it('renders nothing until the first toast, then shows that toast', async () => {
    const Page = await freshPage();
    const user = userEvent.setup();
    render(<Page />);
    // Sonner's toaster is a labelled region; before any toast it is not on the page at all (given time to load).
    await expect(screen.findByRole('region', { name: /notifications/i }, { timeout: 500 })).rejects.toThrow();

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Profile updated.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /notifications/i })).toBeInTheDocument();
    // Its size is the browser's to show (e2e/tests/phone-layout.spec.ts); its name is said here.
    expect(screen.getByRole('button', { name: interfaceMessages.closeNotification })).toBeInTheDocument();
  });
});
