import type { TAccount } from '@ankur/shared/schemas/account';
import { ShieldCheck } from 'lucide-react';
import { QueryGate } from '../../../components/ui/query-gate';
import { useMyData } from '../api/personal-data';
import { useAccountTranslation } from '../i18n';
import { DataErasure } from './data-erasure';
import { DataExport } from './data-export';
import { Section } from './section';

/** "Your data" (issue 20, DPDP Act 2023): download a copy of everything, or delete the account. */
export function DataSection({ account }: { account: TAccount }) {
  const { t } = useAccountTranslation();
  const data = useMyData();
  return (
    <Section id="your-data" title={t('data.title')} intro={t('data.intro')} Icon={ShieldCheck}>
      <QueryGate
        query={data}
        pending={<div className="h-24 animate-pulse rounded-lg bg-stone-100" />}
        loadingLabel={t('common.loading')}
        error={{ title: t('data.loadFailed'), variant: 'inline', retryLabel: t('common.retry') }}
      >
        {(mine) => (
          <div className="flex flex-col gap-6">
            <DataExport request={mine.export} />
            <hr className="border-stone-100" />
            <DataErasure account={account} request={mine.erasure} />
          </div>
        )}
      </QueryGate>
    </Section>
  );
}
