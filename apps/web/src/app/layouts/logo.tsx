import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/components/ui/cn';

/** The Akwaaba wordmark with the flag's colours; 'Akwaaba' is Twi for 'welcome'. */
export function Logo({ className, light = false }: { className?: string; light?: boolean }) {
  return (
    <Link to={paths.home.getHref()} className={cn('inline-flex items-center gap-2 rounded-md', className)}>
      <span aria-hidden="true" className="flex h-7 w-7 flex-col overflow-hidden rounded-md shadow-sm">
        <span className="flex-1 bg-ghana-red" />
        <span className="relative flex flex-1 items-center justify-center bg-ghana-gold text-[10px] leading-none text-black">
          ★
        </span>
        <span className="flex-1 bg-ghana-green" />
      </span>
      <span className={cn('text-xl font-extrabold tracking-tight', light ? 'text-white' : 'text-stone-900')}>
        Akwaaba
      </span>
    </Link>
  );
}
