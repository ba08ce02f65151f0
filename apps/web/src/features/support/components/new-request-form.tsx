import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_REASONS,
  type SupportReason,
  type SupportThread,
} from '@lumus/contract/support/support';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { FORM_INPUT, FormField } from '../../../lib/ui/form-field';
import { createSupportConversation } from '../api/support-api';

export type SupportLink = Readonly<{ chatOrderId?: number; paymentLogId?: number }>;

/** The reason a link suggests: a payment mostly did not arrive, a session mostly broke off. */
function suggestedReason(link: SupportLink): SupportReason | '' {
  if (link.paymentLogId !== undefined) return 'payment_not_credited';
  if (link.chatOrderId !== undefined) return 'session_cut_off';
  return '';
}

/** "New request": a reason and a first message, maybe about one order or payment. */
export function NewRequestForm({
  link,
  onCreated,
}: {
  link: SupportLink;
  onCreated: (thread: SupportThread) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState<SupportReason | ''>(() => suggestedReason(link));
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; text?: string }>({});
  const create = useMutation({ mutationFn: createSupportConversation, onSuccess: onCreated });

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (reason === '') next.reason = t('support.errors.reason');
    if (text.trim() === '') next.text = t('support.errors.empty');
    setErrors(next);
    if (reason === '' || Object.keys(next).length > 0) return;
    create.mutate({ reason, text: text.trim(), ...link });
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      data-testid="support-new-request"
      className="space-y-4 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-night/5 sm:p-5"
    >
      <h2 className="text-lg font-semibold text-night">{t('support.new.title')}</h2>
      {link.chatOrderId === undefined ? null : (
        <p data-testid="support-linked" className="text-sm text-muted">
          {t('support.new.about_order', { id: link.chatOrderId })}
        </p>
      )}
      {link.paymentLogId === undefined ? null : (
        <p data-testid="support-linked" className="text-sm text-muted">
          {t('support.new.about_payment', { id: link.paymentLogId })}
        </p>
      )}
      <FormField id={`${id}-reason`} label={t('support.new.reason')} error={errors.reason}>
        <select
          id={`${id}-reason`}
          value={reason}
          aria-invalid={errors.reason === undefined ? undefined : true}
          aria-describedby={errors.reason === undefined ? undefined : `${id}-reason-error`}
          onChange={(event) => {
            setReason(event.target.value as SupportReason | '');
          }}
          className={FORM_INPUT}
        >
          <option value="">{t('support.new.reason_placeholder')}</option>
          {SUPPORT_REASONS.map((option) => (
            <option key={option} value={option}>
              {t(`support.reasons.${option}`)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        id={`${id}-text`}
        label={t('support.new.message')}
        hint={t('support.new.message_hint')}
        error={errors.text}
      >
        <textarea
          id={`${id}-text`}
          rows={5}
          maxLength={SUPPORT_MESSAGE_MAX}
          value={text}
          aria-invalid={errors.text === undefined ? undefined : true}
          aria-describedby={`${id}-text-hint${errors.text === undefined ? '' : ` ${id}-text-error`}`}
          onChange={(event) => {
            setText(event.target.value);
          }}
          className={`${FORM_INPUT} min-h-28 py-3`}
        />
      </FormField>
      {create.isError ? (
        <p role="alert" className="text-sm text-error-text">
          {isApiError(create.error) ? create.error.reason : t('support.errors.send_failed')}
        </p>
      ) : null}
      <button type="submit" className={buttonStyles.primary} disabled={create.isPending}>
        {t('support.new.submit')}
      </button>
      <p className="text-xs text-muted">{t('support.free_note')}</p>
    </form>
  );
}
