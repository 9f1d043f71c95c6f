import type { SVGProps } from 'react';
import { LineIcon } from '../../components/ui/icons.tsx';
import type { LobbyCategory } from './lobby-filters.ts';

type Icon = (props: SVGProps<SVGSVGElement>) => React.JSX.Element;

const AllIcon: Icon = (props) => (
  <LineIcon {...props}>
    <rect x="4" y="4" width="7" height="7" rx="2" />
    <rect x="13" y="4" width="7" height="7" rx="2" />
    <rect x="4" y="13" width="7" height="7" rx="2" />
    <rect x="13" y="13" width="7" height="7" rx="2" />
  </LineIcon>
);
const CasinoIcon: Icon = (props) => (
  <LineIcon {...props}>
    <circle cx="12" cy="12" r="8" />
    <circle cx="12" cy="12" r="3.5" />
    <path d="M12 4v3M12 17v3M4 12h3M17 12h3M6.3 6.3l2.1 2.1M15.6 15.6l2.1 2.1M6.3 17.7l2.1-2.1M15.6 8.4l2.1-2.1" />
  </LineIcon>
);
const SlotIcon: Icon = (props) => (
  <LineIcon {...props}>
    <rect x="3" y="5" width="15" height="14" rx="2.5" />
    <path d="M8 5v14M13 5v14M18 9h1.5a1.5 1.5 0 0 1 1.5 1.5V11M21 11v-4" />
    <circle cx="21" cy="6" r="1" />
  </LineIcon>
);
const SportIcon: Icon = (props) => (
  <LineIcon {...props}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="m12 7.5 3.8 2.8-1.5 4.4H9.7l-1.5-4.4z" />
    <path d="M12 3.5v4M20.3 9.4l-4.5.9M16.9 19l-2.6-4.3M7.1 19l2.6-4.3M3.7 9.4l4.5.9" />
  </LineIcon>
);
const LiveIcon: Icon = (props) => (
  <LineIcon {...props}>
    <rect x="3" y="6" width="13" height="12" rx="2.5" />
    <path d="m16 10.5 5-3v9l-5-3" />
    <circle cx="7.5" cy="10" r="1.4" fill="currentColor" />
  </LineIcon>
);

export const CATEGORY_ICONS: Record<LobbyCategory, Icon> = {
  all: AllIcon,
  casino: CasinoIcon,
  slot: SlotIcon,
  sport: SportIcon,
  live: LiveIcon,
};

export const SearchIcon: Icon = (props) => (
  <LineIcon {...props}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m16 16 4.5 4.5" />
  </LineIcon>
);

export const BackIcon: Icon = (props) => (
  <LineIcon {...props}>
    <path d="M15 5 8 12l7 7" />
  </LineIcon>
);
