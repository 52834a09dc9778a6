import { lazy, Suspense, useRef } from 'react';
import { Link, NavLink } from 'react-router';
import { LogOut, Menu, X } from 'lucide-react';
import { paths } from '@/config/paths';
import { Avatar } from '@/components/ui/avatar';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { SpinnerRing } from '@/components/ui/spinner';
import { useDeferredAuth } from '@/lib/auth-store';
import { HeaderSearchForm } from '@/features/search/components/header-search-form';
import { NotificationsLink } from '@/features/notifications/components/notifications-link';
import { accountLinks, mainNavLinks } from './account-links';
import { Logo } from './logo';
import { useSignOut } from './use-sign-out';

// Visitors (most first visits) never see these menus: their code loads once a member is signed in.
const MemberMenus = lazy(() => import('./member-menus').then((module) => ({ default: module.MemberMenus })));

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-2.5 py-2 text-sm font-medium transition-colors xl:px-3',
    isActive ? 'bg-ghana-green-light text-ghana-green-dark' : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900',
  );

export function Header() {
  const { user, isAuthenticated, isLoading } = useDeferredAuth();
  const signOut = useSignOut();
  // The phone menu is a disclosure (<details>): it opens and closes without the app, as the server renders it; the app
  // only closes it once a link, a search or Escape is used.
  const mobileMenu = useRef<HTMLDetailsElement>(null);
  function closeMenu() {
    if (mobileMenu.current) mobileMenu.current.open = false;
  }

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div aria-hidden="true" className="flex h-1">
        <span className="flex-1 bg-ghana-red" />
        <span className="flex-1 bg-ghana-gold" />
        <span className="flex-1 bg-ghana-green" />
      </div>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />

        {/* Seven links fit beside the account's buttons from 1024 px; the search box joins them from 1280 px. */}
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainNavLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'} className={navLinkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <HeaderSearchForm className="hidden w-56 xl:block" />
          {isLoading ? (
            <SpinnerRing size="sm" />
          ) : isAuthenticated && user ? (
            <Suspense fallback={<SpinnerRing size="sm" />}>
              <MemberMenus user={user} />
            </Suspense>
          ) : (
            <div className="hidden items-center gap-2 sm:flex">
              <Link to={paths.login.getHref()} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
                Sign In
              </Link>
              <Link to={paths.register.getHref()} className={buttonClasses({ variant: 'primary', size: 'sm' })}>
                Join Us
              </Link>
            </div>
          )}
          <details
            ref={mobileMenu}
            className="group lg:hidden"
            onKeyDown={(event) => {
              if (event.key !== 'Escape' || !mobileMenu.current?.open) return;
              closeMenu();
              mobileMenu.current.querySelector('summary')?.focus();
            }}
          >
            <summary className="inline-flex size-11 cursor-pointer list-none items-center justify-center rounded-lg text-stone-700 hover:bg-stone-100 [&::-webkit-details-marker]:hidden">
              <Menu aria-hidden="true" className="size-6 group-open:hidden" />
              <X aria-hidden="true" className="hidden size-6 group-open:block" />
              <span className="sr-only">Menu</span>
            </summary>
            <nav
              aria-label="Mobile"
              // Under the whole header (its sticky box is the containing block), as wide as the screen.
              className="absolute inset-x-0 top-full max-h-[calc(100vh-4.25rem)] overflow-y-auto border-y border-stone-200 bg-white px-4 py-3 shadow-md"
              // Following any link closes the menu.
              onClick={(event) => {
                if ((event.target as HTMLElement).closest('a')) closeMenu();
              }}
            >
              <HeaderSearchForm className="mb-3" onSearch={closeMenu} />
              <ul className="space-y-1">
                {mainNavLinks.map((link) => (
                  <li key={link.to}>
                    <NavLink
                      to={link.to}
                      end={link.to === '/'}
                      className={(state) => cn(navLinkClass(state), 'block text-base')}
                    >
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
              <div className="mt-3 border-t border-stone-200 pt-3">
                {isAuthenticated && user ? (
                  <>
                    <div className="mb-2 flex items-center gap-3 px-3">
                      <Avatar name={user.name} size="sm" />
                      <div className="leading-tight">
                        <p className="font-semibold text-stone-900">{user.name}</p>
                        <p className="text-sm text-stone-600">
                          {user.user_type === 'business' ? 'Business' : 'Individual'}
                        </p>
                      </div>
                    </div>
                    <ul className="space-y-1">
                      <li>
                        <NotificationsLink
                          className={(state) => cn(navLinkClass(state), 'flex items-center gap-3 text-base')}
                        />
                      </li>
                      {accountLinks(user).map(({ label, to, icon: Icon }) => (
                        <li key={to}>
                          <NavLink
                            to={to}
                            className={(state) => cn(navLinkClass(state), 'flex items-center gap-3 text-base')}
                          >
                            <Icon aria-hidden="true" className="size-4 text-ghana-green" />
                            {label}
                          </NavLink>
                        </li>
                      ))}
                      <li>
                        <button
                          type="button"
                          onClick={() => {
                            closeMenu();
                            void signOut();
                          }}
                          className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-base font-medium text-stone-700 hover:bg-stone-100"
                        >
                          <LogOut aria-hidden="true" className="size-4 text-ghana-red" />
                          Sign out
                        </button>
                      </li>
                    </ul>
                  </>
                ) : (
                  <div className="grid grid-cols-2 gap-2">
                    <Link to={paths.login.getHref()} className={buttonClasses({ variant: 'secondary' })}>
                      Sign In
                    </Link>
                    <Link to={paths.register.getHref()} className={buttonClasses({ variant: 'primary' })}>
                      Join Us
                    </Link>
                  </div>
                )}
              </div>
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
