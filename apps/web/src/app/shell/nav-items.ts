import type { ComponentType, SVGProps } from 'react';
import {
  GamepadIcon,
  GiftIcon,
  HomeIcon,
  SlipIcon,
  TicketIcon,
  TrophyIcon,
  UserIcon,
} from '../../components/ui/icons.tsx';

export interface NavItem {
  to: string;
  /** i18n key of the label. */
  labelKey: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Active only on an exact match (the home tab). */
  end?: boolean;
}

export const HOME: NavItem = { to: '/', labelKey: 'nav.home', icon: HomeIcon, end: true };
export const GAMES: NavItem = { to: '/games', labelKey: 'nav.games', icon: GamepadIcon };
export const RESULTS: NavItem = { to: '/results', labelKey: 'nav.results', icon: TrophyIcon };
export const LOTTO: NavItem = { to: '/lotto', labelKey: 'nav.lotto', icon: TicketIcon };
export const POY: NavItem = { to: '/poy', labelKey: 'nav.poy', icon: SlipIcon };
export const PROMOTIONS: NavItem = { to: '/promotions', labelKey: 'nav.promotions', icon: GiftIcon };
export const PROFILE: NavItem = { to: '/profile', labelKey: 'nav.profile', icon: UserIcon };

/** The phone's bottom tabs (spec §2): the main destinations. */
export const NAV_ITEMS: readonly NavItem[] = [HOME, LOTTO, GAMES, RESULTS, POY, PROFILE];
