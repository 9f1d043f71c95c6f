import type { SVGProps } from 'react';
import { LineIcon } from '../../../components/ui/icons.tsx';

/** Line icons of the wallet screens. */
export const StatementIcon = (props: SVGProps<SVGSVGElement>) => (
  <LineIcon {...props}>
    <rect x="4" y="3" width="16" height="18" rx="2" />
    <path d="M8 8h8M8 12h8M8 16h5" />
  </LineIcon>
);
export const TurnoverIcon = (props: SVGProps<SVGSVGElement>) => (
  <LineIcon {...props}>
    <path d="M20 12a8 8 0 1 1-2.3-5.6" />
    <path d="M20 4v5h-5" />
    <path d="M12 8v4l3 2" />
  </LineIcon>
);
export const AffiliateIcon = (props: SVGProps<SVGSVGElement>) => (
  <LineIcon {...props}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
    <path d="M17 8v6M14 11h6" />
  </LineIcon>
);
export const RefreshIcon = (props: SVGProps<SVGSVGElement>) => (
  <LineIcon {...props}>
    <path d="M20 12a8 8 0 1 1-2.3-5.6" />
    <path d="M20 4v5h-5" />
  </LineIcon>
);
