import { Link } from 'react-router';
import { ChevronDown, LogOut } from 'lucide-react';
import type { CurrentUser } from '@akwaaba/contracts';
import { Avatar } from '@/components/ui/avatar';
import { cn } from '@/components/ui/cn';
import { useMenuButton } from '@/hooks/use-menu-button';
import { accountLinks } from './account-links';
import { useSignOut } from './use-sign-out';

const itemClass =
  'flex w-full items-center gap-3 px-4 py-2.5 text-left text-sm text-stone-800 hover:bg-ghana-green-light focus-visible:bg-ghana-green-light focus-visible:outline-none';

/** The signed-in member's menu: a menu button with arrow-key navigation; Escape closes it. */
export function AccountMenu({ user }: { user: CurrentUser }) {
  const { open, close, buttonProps, menuProps } = useMenuButton();
  const signOut = useSignOut();
  const isBusiness = user.user_type === 'business';

  return (
    <div className="relative">
      <button
        {...buttonProps}
        className="flex items-center gap-2 rounded-full border border-stone-200 bg-white py-1 pr-3 pl-1 text-left hover:bg-stone-50"
      >
        <Avatar name={user.name} size="sm" />
        <span className="hidden flex-col leading-tight sm:flex">
          <span className="flex items-center gap-1.5 text-sm font-semibold text-stone-900">
            <span className="max-w-40 truncate">{user.name}</span>
            {isBusiness && (
              <span aria-hidden="true" className="rounded bg-ghana-gold px-1 text-[11px] font-bold text-stone-900">
                B
              </span>
            )}
          </span>
          <span className="text-xs text-stone-600">{isBusiness ? 'Business' : 'Individual'}</span>
        </span>
        <span className="sr-only sm:hidden">
          {user.name}, {isBusiness ? 'Business' : 'Individual'}
        </span>
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 text-stone-600 transition-transform', open && 'rotate-180')}
        />
      </button>

      {open && (
        <div
          {...menuProps}
          aria-label="Account"
          className="absolute right-0 z-50 mt-2 w-60 overflow-hidden rounded-xl border border-stone-200 bg-white py-1 shadow-lg"
        >
          {accountLinks(user).map(({ label, to, icon: Icon }) => (
            <Link key={to} to={to} role="menuitem" tabIndex={-1} className={itemClass} onClick={() => close(false)}>
              <Icon aria-hidden="true" className="size-4 text-ghana-green" />
              {label}
            </Link>
          ))}
          <div role="separator" className="my-1 h-px bg-stone-200" />
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={itemClass}
            onClick={() => {
              close(false);
              void signOut();
            }}
          >
            <LogOut aria-hidden="true" className="size-4 text-ghana-red" />
            Sign out
          </button>
        </div>
      )}
    </div>
  );
}
