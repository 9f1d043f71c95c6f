import { Link, type LinkProps } from 'react-router';
import { prefetchRoute } from '../../lib/prefetch.ts';

const pathOf = (to: LinkProps['to']): string | undefined =>
  typeof to === 'string' ? to.split(/[?#]/)[0] : to.pathname;

/**
 * A router Link that preloads the target route's lazy module on hover, focus or touch start, unless
 * the connection is 2g or in data-saver mode (lib/prefetch.ts).
 */
export function AppLink({ to, onMouseEnter, onFocus, onTouchStart, ...props }: LinkProps) {
  const prefetch = () => {
    const path = pathOf(to);
    if (path) prefetchRoute(path);
  };
  return (
    <Link
      to={to}
      onMouseEnter={(event) => {
        prefetch();
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        prefetch();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        prefetch();
        onTouchStart?.(event);
      }}
      {...props}
    />
  );
}
