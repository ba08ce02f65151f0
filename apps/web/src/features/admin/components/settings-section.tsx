import { useQuery } from '@tanstack/react-query';
import { ListSkeleton, LoadFailedMessage } from '../../../lib/ui/list-states';
import { adminSettingsQuery } from '../api/admin-settings-api';
import { ExperimentsCard } from './experiments-card';
import { FreeChatCard } from './free-chat-card';
import { LoginModeCard, loginCheckVersion } from './login-mode-card';
import { PacksCard } from './packs-card';
import { RatesCard } from './rates-card';
import { StaffCard } from './staff-card';
import { StaticValuesCard } from './static-values-card';

/**
 * What the spec's clients read from the server (login mode, offers, packs and currencies), and
 * the team who may run the console.
 */
export function SettingsSection() {
  const settings = useQuery(adminSettingsQuery());
  if (settings.isPending) return <ListSkeleton rows={4} />;
  if (settings.isError) return <LoadFailedMessage onRetry={() => void settings.refetch()} />;
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      {/* Keyed by what they edit, so a save in the generic editor below shows here too. */}
      <LoginModeCard key={loginCheckVersion(settings.data)} settings={settings.data} />
      <FreeChatCard key={settings.data.freeChatMinutes} settings={settings.data} />
      <div className="lg:col-span-2">
        <StaticValuesCard staticValues={settings.data.staticValues} />
      </div>
      <div className="lg:col-span-2">
        <PacksCard packs={settings.data.rechargePacks} />
      </div>
      <div className="lg:col-span-2">
        <RatesCard rates={settings.data.currencyRates} />
      </div>
      <div className="lg:col-span-2">
        <ExperimentsCard experiments={settings.data.experiments} />
      </div>
      <div className="lg:col-span-2">
        <StaffCard />
      </div>
    </div>
  );
}
