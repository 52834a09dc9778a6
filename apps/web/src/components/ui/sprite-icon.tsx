import type { SVGProps } from 'react';
import { cn } from './cn';

type SpriteIconProps = SVGProps<SVGSVGElement> & { size?: number | string };

/**
 * An icon drawn from the built icon sprite (lib/icon-sprite-vite-plugin.ts): the same outer <svg> lucide-react renders,
 * with the shape referenced instead of written out, so a page's HTML and the app's code carry a name, not the paths.
 * `href` is the sprite's address and the icon's id in it.
 */
export function spriteIcon(href: string, name: string) {
  function SpriteIcon({ size = 24, strokeWidth = 2, className, children, ...rest }: SpriteIconProps) {
    // As lucide-react decides it: an icon with a title, a role or an aria- attribute is not hidden by default.
    const labelled =
      Boolean(children) ||
      Object.entries(rest).some(
        ([key, value]) => value != null && (key.startsWith('aria-') || key === 'role' || key === 'title'),
      );
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={cn('lucide', `lucide-${name}`, className)}
        aria-hidden={labelled ? undefined : 'true'}
        {...rest}
      >
        {children}
        <use href={href} />
      </svg>
    );
  }
  SpriteIcon.displayName = name;
  return SpriteIcon;
}
