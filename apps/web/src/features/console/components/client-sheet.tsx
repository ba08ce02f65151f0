import type { IntakeForm } from '@lumus/contract/chat/chat-order';
import { X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../lib/ui/modal-dialog';
import { BirthChartDisclosure } from './birth-chart-disclosure';
import { IntakeDetails } from './intake-details';

/**
 * On a phone, the user's intake and birth chart in a sheet over the chat: it scrolls inside
 * itself, so the chat, its header and the reply box stay where they are underneath.
 */
export function ClientSheet({
  name,
  intake,
  onClose,
}: {
  name: string;
  intake: IntakeForm | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <ModalDialog labelledBy={titleId} onClose={onClose}>
      <div
        data-testid="console-client-sheet"
        className="max-h-[80dvh] overflow-x-hidden overflow-y-auto overscroll-contain p-4"
      >
        <div className="mb-3 flex items-center justify-between gap-2">
          <h2 id={titleId} className="text-lg font-semibold text-night">
            {t('console.intake.title', { name })}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('console.live.client_close')}
            className="inline-flex size-11 items-center justify-center rounded-full text-night hover:bg-night/5"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        {intake === null ? (
          <p className="text-sm text-muted">{t('console.live.no_intake')}</p>
        ) : (
          <div className="min-w-0 space-y-3">
            <IntakeDetails intake={intake} />
            <BirthChartDisclosure intake={intake} initiallyOpen />
          </div>
        )}
      </div>
    </ModalDialog>
  );
}
