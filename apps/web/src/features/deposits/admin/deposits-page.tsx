import '@mantine/core/styles/Tabs.css';
import { Tabs } from '@mantine/core';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { hasPermission } from '../../../lib/admin/permissions.tsx';
import { useStaffMe } from '../../../lib/admin/session.ts';
import { PageHeader } from '../../../lib/admin/ui.tsx';
import { DepositBanksPanel } from './deposit-banks-panel.tsx';
import { DepositsQueue } from './deposits-queue.tsx';
import { ProviderSettingsPanel } from './provider-settings-panel.tsx';
import { ProviderTransfersPanel } from './provider-transfers-panel.tsx';
import { StatementLinesPanel } from './statement-lines-panel.tsx';

/** Deposits: the normal deposit queue, unmatched statement lines, receiving accounts, TrueMoney/crypto. */
export function DepositsPage() {
  const { t } = useAdminT();
  const me = useStaffMe();
  const canDecide = hasPermission(me.data?.permissions, 'deposits.decide');
  const canManageBanks = hasPermission(me.data?.permissions, 'deposits.banks');
  const canManageProviders = hasPermission(me.data?.permissions, 'deposits.providers');
  return (
    <>
      <PageHeader title={t('deposits.title')} />
      <Tabs defaultValue="queue" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="queue" data-testid="deposits-tab-queue">
            {t('deposits.tabs.queue')}
          </Tabs.Tab>
          <Tabs.Tab value="lines" data-testid="deposits-tab-lines">
            {t('deposits.tabs.lines')}
          </Tabs.Tab>
          <Tabs.Tab value="banks" data-testid="deposits-tab-banks">
            {t('deposits.tabs.banks')}
          </Tabs.Tab>
          <Tabs.Tab value="provider-transfers" data-testid="deposits-tab-provider-transfers">
            {t('providers.transfersTab')}
          </Tabs.Tab>
          <Tabs.Tab value="providers" data-testid="deposits-tab-providers">
            {t('providers.settingsTab')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="queue">
          <DepositsQueue canDecide={canDecide} />
        </Tabs.Panel>
        <Tabs.Panel value="lines">
          <StatementLinesPanel canDecide={canDecide} />
        </Tabs.Panel>
        <Tabs.Panel value="banks">
          <DepositBanksPanel canManage={canManageBanks} />
        </Tabs.Panel>
        <Tabs.Panel value="provider-transfers">
          <ProviderTransfersPanel canDecide={canDecide} />
        </Tabs.Panel>
        <Tabs.Panel value="providers">
          <ProviderSettingsPanel canManage={canManageProviders} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
