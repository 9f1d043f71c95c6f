import type { SVGProps } from 'react';
import { LineIcon } from '../../components/ui/icons.tsx';

/** The menu's wallet and account icons (lazy chunks only: the drawer and the side menu). */
export const DepositIcon = (props: SVGProps<SVGSVGElement>) => (
  <LineIcon {...props}>
    <path d="M12 3v10M8 9l4 4 4-4" />
    <path d="M4 15v4h16v-4" />
  </LineIcon>
);
export const WithdrawIcon = (props: SVGProps<SVGSVGElement>) => (
  <LineIcon {...props}>
    <path d="M12 13V3M8 7l4-4 4 4" />
    <path d="M4 15v4h16v-4" />
  </LineIcon>
);
export const BankIcon = (props: SVGProps<SVGSVGElement>) => (
  <LineIcon {...props}>
    <path d="M3 9 12 4l9 5M5 10v7M10 10v7M14 10v7M19 10v7M3 20h18" />
  </LineIcon>
);
export const LockIcon = (props: SVGProps<SVGSVGElement>) => (
  <LineIcon {...props}>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </LineIcon>
);
