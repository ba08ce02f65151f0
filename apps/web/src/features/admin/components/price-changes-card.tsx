import { PRICE_CHANGE_NOTE_MAX } from '@lumus/contract/onboarding/admin-onboarding-calls';
import type { PriceChange } from '@lumus/contract/onboarding/console-profile';
import { MARKET_CURRENCIES, type MarketCurrency } from '@lumus/contract/markets/market-currency';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { ListSkeleton, LoadFailedMessage } from '../../../lib/ui/list-states';
import { adminPriceChangesQuery, decidePriceChange } from '../api/admin-applications-api';
import { adminKeys } from '../api/admin-keys';
import { dateTime, money, reasonOf } from './admin-format';
import { ConfirmPanel } from './confirm-panel';
import { DetailCard } from './detail-card';
import { SavedNotice, SelectField, TextAreaField } from './fields';

type Pending = { change: PriceChange; decision: 'approve' | 'reject' };

/** The contract's minimum for a rejection's reason, checked here before anything is sent. */
const MIN_REASON = 5;

/** Psychics' price change requests waiting, oldest first; approving changes the price at once. */
export function PriceChangesCard() {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [currency, setCurrency] = useState<'' | MarketCurrency>('');
  const list = useQuery(adminPriceChangesQuery({ status: 'pending', page: 1, currency }));
  const [confirming, setConfirming] = useState<Pending | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const decide = useMutation({
    mutationFn: ({ change, decision }: Pending) =>
      decidePriceChange({ id: change.id, decision, note: decision === 'reject' ? note : '' }),
    onSuccess: async (decided) => {
      setConfirming(null);
      setNote('');
      setNotice(t(`admin.price_changes.done.${decided.status}`, { name: decided.consultantName }));
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
  /** Both prices of a request are in its own currency: rupees and euros are never mixed. */
  const words = (change: PriceChange) => ({
    name: change.consultantName,
    market: t(`admin.price_changes.market.${change.currency}`),
    from: money(change.currentPriceMinor, change.currency, language),
    to: money(change.requestedPriceMinor, change.currency, language),
  });
  return (
    <DetailCard title={t('admin.price_changes.title')}>
      <div className="space-y-3" data-testid="admin-price-changes">
        <div className="w-56">
          <SelectField
            label={t('admin.price_changes.currency')}
            value={currency}
            onChange={(event) => {
              const chosen = MARKET_CURRENCIES.find((code) => code === event.target.value);
              setCurrency(chosen ?? '');
            }}
          >
            <option value="">{t('admin.price_changes.all_markets')}</option>
            {MARKET_CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {t(`admin.price_changes.market.${code}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <SavedNotice message={notice} />
        {list.isPending ? (
          <ListSkeleton rows={2} />
        ) : list.isError ? (
          <LoadFailedMessage onRetry={() => void list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <p className="text-sm text-muted">{t('admin.price_changes.empty')}</p>
        ) : (
          <ul className="divide-y divide-night/10">
            {list.data.items.map((change) => (
              <li
                key={change.id}
                data-currency={change.currency}
                className="flex flex-wrap items-center gap-3 py-3 text-sm"
              >
                <span className="min-w-48 flex-1">
                  {t('admin.price_changes.row', {
                    ...words(change),
                    when: dateTime(change.createdAt, language),
                  })}
                </span>
                {(['approve', 'reject'] as const).map((decision) => (
                  <button
                    key={decision}
                    type="button"
                    className={
                      decision === 'approve' ? buttonStyles.primary : buttonStyles.secondary
                    }
                    onClick={() => {
                      setConfirming({ change, decision });
                      setNoteError(null);
                      decide.reset();
                    }}
                  >
                    {t(`admin.price_changes.${decision}`)}
                  </button>
                ))}
              </li>
            ))}
          </ul>
        )}
        {confirming === null ? null : (
          <ConfirmPanel
            id="admin-price-change-question"
            question={t(
              `admin.price_changes.questions.${confirming.decision}`,
              words(confirming.change),
            )}
            confirmLabel={t(`admin.price_changes.${confirming.decision}`)}
            pending={decide.isPending}
            failure={decide.isError ? reasonOf(decide.error) : null}
            onConfirm={() => {
              if (confirming.decision === 'reject' && note.trim().length < MIN_REASON) {
                setNoteError(t('admin.price_changes.reason_required'));
                return;
              }
              decide.mutate(confirming);
            }}
            onCancel={() => {
              setConfirming(null);
              decide.reset();
            }}
          >
            {confirming.decision === 'reject' ? (
              <TextAreaField
                label={t('admin.price_changes.reason')}
                value={note}
                maxLength={PRICE_CHANGE_NOTE_MAX}
                rows={3}
                required
                error={noteError}
                onChange={(event) => {
                  setNote(event.target.value);
                  setNoteError(null);
                }}
              />
            ) : null}
          </ConfirmPanel>
        )}
      </div>
    </DetailCard>
  );
}
