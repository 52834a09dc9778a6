import type { ReactNode } from 'react';

type AuthLayoutProps = { title: string; subtitle?: ReactNode; children: ReactNode; footer?: ReactNode };

/** The card that frames sign-in, sign-up and password pages. */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  return (
    <div className="flex justify-center bg-gradient-to-b from-ghana-gold-light to-white px-4 py-10 sm:py-16">
      <div className="w-full max-w-md">
        <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
          <div aria-hidden="true" className="flex h-1.5">
            <span className="flex-1 bg-ghana-red" />
            <span className="flex-1 bg-ghana-gold" />
            <span className="flex-1 bg-ghana-green" />
          </div>
          <div className="space-y-6 p-6 sm:p-8">
            <div className="space-y-1 text-center">
              <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
              {subtitle && <p className="text-stone-600">{subtitle}</p>}
            </div>
            {children}
          </div>
        </div>
        {footer && <div className="mt-6 text-center text-sm text-stone-600">{footer}</div>}
      </div>
    </div>
  );
}
