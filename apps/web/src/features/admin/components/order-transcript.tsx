import type { AdminOrderDetail } from '@lumus/contract/admin/admin-orders';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { dateTime } from './admin-format';
import { DetailCard } from './detail-card';

/** A chat's messages as staff read them (orders and the support inbox). */
export function OrderTranscript({ detail }: { detail: AdminOrderDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { order, messages } = detail;
  return (
    <DetailCard title={t('admin.orders.transcript')}>
      {messages.length === 0 ? (
        <p className="text-sm text-muted">{t('admin.orders.no_messages')}</p>
      ) : (
        <ol className="space-y-2">
          {messages.map((message) => (
            <li
              key={message.seq}
              className={`max-w-[85%] rounded-2xl px-3 py-2 text-sm ${
                message.senderRole === 'user'
                  ? 'ml-auto bg-violet-soft'
                  : 'bg-paper ring-1 ring-night/5'
              }`}
            >
              <span className="block text-xs text-muted">
                {message.senderRole === 'user' ? t('admin.orders.from_user') : order.consultantName}{' '}
                · {dateTime(message.createdAt, language)}
              </span>
              {message.text}
            </li>
          ))}
        </ol>
      )}
    </DetailCard>
  );
}
