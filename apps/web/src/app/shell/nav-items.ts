import type { ComponentType, SVGProps } from 'react';
import {
  GamepadIcon,
  HomeIcon,
  SlipIcon,
  TicketIcon,
  TrophyIcon,
  UserIcon,
} from '../../components/ui/icons.tsx';

export interface NavItem {
  to: string;
  /** i18n key of the label. */
  labelKey: 'nav.home' | 'nav.lotto' | 'nav.games' | 'nav.results' | 'nav.poy' | 'nav.profile';
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Active only on an exact match (the home tab). */
  end?: boolean;
}

/** The main destinations (spec §2), used by the bottom navigation and the drawer menu. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', labelKey: 'nav.home', icon: HomeIcon, end: true },
  { to: '/lotto', labelKey: 'nav.lotto', icon: TicketIcon },
  { to: '/games', labelKey: 'nav.games', icon: GamepadIcon },
  { to: '/results', labelKey: 'nav.results', icon: TrophyIcon },
  { to: '/poy', labelKey: 'nav.poy', icon: SlipIcon },
  { to: '/profile', labelKey: 'nav.profile', icon: UserIcon },
];
