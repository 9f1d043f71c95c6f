import { decideAccess } from '@chokdee/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../features/auth/session.ts';
import { refreshBalance } from '../../features/wallet/api/use-cash.ts';
import { RefreshIcon } from '../../features/wallet/components/wallet-icons.tsx';
import { useBalance } from '../../lib/balance.ts';
import { formatBaht } from '../../lib/format.ts';

/**
 * The header's balance (lib/balance.ts: `GET /api/cashs`, then live `money-update` frames). Read
 * once when a member with credit access has none yet (the socket may be slow or blocked); a tap
 * re-reads it. Renders nothing until a balance is known. A plain button styled by app.css
 * (`.header-balance`), as the rest of the header is.
 */
export function BalanceSlot() {
  const { t } = useTranslation();
  const balance = useBalance();
  const { data: user } = useAuth();
  const canSeeCredit = Boolean(user && decideAccess(user.status, 'credit') === 'allow');
  const [refreshing, setRefreshing] = useState(false);
  useEffect(() => {
    if (canSeeCredit && balance === null) void refreshBalance();
    // Only when the member changes: a null balance after that is a logout.
    // oxlint-disable-next-line react/exhaustive-deps
  }, [canSeeCredit, user?.uuid]);
  if (balance === null) return null;
  const refresh = () => {
    if (refreshing) return;
    setRefreshing(true);
    void refreshBalance().finally(() => setRefreshing(false));
  };
  return (
    <button
      type="button"
      className="header-balance"
      data-testid="header-balance-button"
      onClick={refresh}
      aria-label={`${t('shell.balance')} ฿ ${formatBaht(balance)}. ${t('wallet.refreshBalance')}`}
      aria-busy={refreshing}
    >
      <span data-testid="header-balance" className="header-balance-amount">
        ฿ {formatBaht(balance)}
      </span>
      <RefreshIcon
        width={16}
        height={16}
        style={{ opacity: refreshing ? 0.4 : 0.9, transition: 'opacity 150ms' }}
      />
    </button>
  );
}
