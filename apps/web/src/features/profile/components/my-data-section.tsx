import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { deleteMyAccount, downloadMyData } from '../api/my-data-api';

function reasonOf(error: unknown): string {
  return isApiError(error) ? error.reason : String(error);
}

/**
 * Download all of one's data, or delete the account after a second, explicit confirmation
 * (issue 27). A deleted account is signed out at once by `onDeleted`.
 */
export function MyDataSection({
  className,
  onDeleted,
}: {
  className: string;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const download = useMutation({ mutationFn: downloadMyData });
  const remove = useMutation({ mutationFn: deleteMyAccount, onSuccess: onDeleted });

  return (
    <section aria-labelledby="profile-data-heading" className={className}>
      <h2 id="profile-data-heading" className="text-lg font-semibold text-night">
        {t('profile.data_heading')}
      </h2>
      <p className="text-sm text-muted">{t('profile.data_lead')}</p>
      <button
        type="button"
        data-testid="profile-download-data"
        disabled={download.isPending}
        onClick={() => {
          download.mutate();
        }}
        className={`${buttonStyles.secondary} w-full`}
      >
        {download.isPending ? t('profile.data_downloading') : t('profile.data_download')}
      </button>
      {download.isError ? (
        <p role="alert" className="text-sm text-error-text">
          {t('profile.data_failed', { reason: reasonOf(download.error) })}
        </p>
      ) : null}
      {confirming ? (
        <div className="space-y-3 rounded-2xl bg-paper p-4" data-testid="profile-delete-confirm">
          <p className="text-sm text-night">{t('profile.delete_confirm_text')}</p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <button
              type="button"
              disabled={remove.isPending}
              onClick={() => {
                remove.mutate();
              }}
              className={`${buttonStyles.primary} w-full bg-error hover:bg-error/90`}
            >
              {remove.isPending ? t('profile.delete_deleting') : t('profile.delete_confirm')}
            </button>
            <button
              type="button"
              onClick={() => {
                setConfirming(false);
                remove.reset();
              }}
              className={`${buttonStyles.secondary} w-full`}
            >
              {t('profile.delete_cancel')}
            </button>
          </div>
          {remove.isError ? (
            <p role="alert" className="text-sm text-error-text">
              {t('profile.delete_failed', { reason: reasonOf(remove.error) })}
            </p>
          ) : null}
        </div>
      ) : (
        <button
          type="button"
          data-testid="profile-delete-account"
          onClick={() => {
            setConfirming(true);
          }}
          className={`${buttonStyles.secondary} w-full text-error`}
        >
          {t('profile.delete_account')}
        </button>
      )}
    </section>
  );
}
