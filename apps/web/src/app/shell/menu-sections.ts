import { ListIcon } from '../../components/ui/icons.tsx';
import {
  AffiliateIcon,
  StatementIcon,
  TurnoverIcon,
} from '../../features/wallet/components/wallet-icons.tsx';
import { BankIcon, DepositIcon, LockIcon, WithdrawIcon } from './menu-icons.tsx';
import { GAMES, HOME, LOTTO, POY, PROFILE, PROMOTIONS, RESULTS, type NavItem } from './nav-items.ts';

export interface NavSection {
  /** i18n key of the heading. */
  titleKey: string;
  items: readonly NavItem[];
}

/**
 * Everything a member can reach, by section: the drawer and the desktop side navigation list
 * these (issue 18 point 14: the menu holds more than the five tabs). A guest sees the pages open
 * to visitors; member pages would only send them to the login form.
 */
export const menuSections = (member: boolean): readonly NavSection[] =>
  member
    ? [
        {
          titleKey: 'menu.sections.play',
          items: [
            // A member's home is /main (`/` would only send them there).
            { ...HOME, to: '/main' },
            LOTTO,
            GAMES,
            RESULTS,
            POY,
            { to: '/number-set', labelKey: 'main.numberSet', icon: ListIcon },
            PROMOTIONS,
          ],
        },
        {
          titleKey: 'menu.sections.wallet',
          items: [
            { to: '/credit/deposit', labelKey: 'deposit.title', icon: DepositIcon },
            { to: '/credit/withdraw', labelKey: 'withdraw.title', icon: WithdrawIcon },
            { to: '/credit/statement', labelKey: 'wallet.links.statement', icon: StatementIcon },
            { to: '/credit/status', labelKey: 'deposit.statusTitle', icon: ListIcon },
            { to: '/credit/turnover', labelKey: 'wallet.links.turnover', icon: TurnoverIcon },
          ],
        },
        {
          titleKey: 'menu.sections.account',
          items: [
            PROFILE,
            { to: '/profile/affiliate', labelKey: 'wallet.links.affiliate', icon: AffiliateIcon },
            { to: '/bank/status', labelKey: 'bank.status.title', icon: BankIcon },
            { to: '/profile/change-pin', labelKey: 'profile.changePin', icon: LockIcon },
          ],
        },
      ]
    : [{ titleKey: 'menu.sections.play', items: [HOME, GAMES, RESULTS, PROMOTIONS] }];

/** Whether `item` is the page at `pathname` (the most specific item wins in a list). */
export const isCurrent = (item: NavItem, pathname: string, items: readonly NavItem[]): boolean => {
  const matches = (i: NavItem) =>
    i.end ? pathname === i.to : pathname === i.to || pathname.startsWith(`${i.to}/`);
  if (!matches(item)) return false;
  return !items.some((other) => other !== item && other.to.length > item.to.length && matches(other));
};
