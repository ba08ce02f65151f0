import { PUSH_KINDS, type PushKind, type PushSettings } from '@lumus/contract/push/push-calls';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/session-context';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { Stars } from '../../../lib/ui/page-hero';
import { notificationKeys, pushSettingsQuery, savePushSettings } from '../api/push-api';
import { PushOptIn } from '../components/push-opt-in';
import { usePushState } from '../use-push-state';
import { disablePush } from '../web-push';

/** `notification-settings`: this device on or off, and which kinds of notification to get. */
export function NotificationSettingsPage() {
  const { t } = useTranslation();
  const { userId, user } = useSession();
  const queryClient = useQueryClient();
  const settings = useQuery(pushSettingsQuery(userId));
  const save = useMutation({
    mutationFn: savePushSettings,
    onSuccess: (next) => {
      queryClient.setQueryData(notificationKeys.settings(userId), next);
    },
  });
  // A psychic's new requests concern only psychics.
  const kinds = PUSH_KINDS.filter((kind) => kind !== 'request' || user?.role === 'consultant');

  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-night to-night-2 text-white">
        <Stars />
        <div className="relative mx-auto max-w-[1200px] px-4 pt-10 pb-12 sm:px-6">
          <h1 className="text-3xl font-semibold">{t('titles.notification_settings')}</h1>
          <p className="mt-3 max-w-2xl text-white/85">{t('notifications.settings.lead')}</p>
        </div>
      </section>
      <div className="mx-auto max-w-2xl space-y-6 px-4 py-8 sm:px-6">
        <ThisDevice />
        <fieldset
          data-testid="notification-kinds"
          className="space-y-2 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-night/5"
        >
          <legend className="px-1 text-lg font-semibold text-night">
            {t('notifications.settings.kinds')}
          </legend>
          {settings.isError ? (
            <p role="alert" className="text-sm text-error-text">
              {t('notifications.settings.load_failed')}
            </p>
          ) : null}
          {kinds.map((kind) => (
            <KindSwitch
              key={kind}
              kind={kind}
              settings={settings.data}
              disabled={save.isPending}
              onChange={(on) => {
                save.mutate({ [kind]: on });
              }}
            />
          ))}
          {save.isError ? (
            <p role="alert" className="text-sm text-error-text">
              {t('notifications.settings.save_failed')}
            </p>
          ) : null}
        </fieldset>
      </div>
    </>
  );
}

function KindSwitch({
  kind,
  settings,
  disabled,
  onChange,
}: {
  kind: PushKind;
  settings: PushSettings | undefined;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <label className="flex min-h-11 items-center justify-between gap-4 rounded-xl px-1 text-ink">
      <span>
        <span className="block font-medium">{t(`notifications.kinds.${kind}.title`)}</span>
        <span className="block text-sm text-muted">{t(`notifications.kinds.${kind}.text`)}</span>
      </span>
      <input
        type="checkbox"
        role="switch"
        name={kind}
        className="size-5 accent-violet"
        checked={settings?.[kind] ?? false}
        disabled={disabled || settings === undefined}
        onChange={(event) => {
          onChange(event.target.checked);
        }}
      />
    </label>
  );
}

/** Whether this browser gets notifications: turn on (asks), or off (unsubscribes). */
function ThisDevice() {
  const { t } = useTranslation();
  const push = usePushState();
  const off = useMutation({
    mutationFn: disablePush,
    onSuccess: () => {
      push.setState('ask');
    },
  });
  return (
    <section
      data-testid="notification-device"
      className="space-y-3 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-night/5"
    >
      <h2 className="text-lg font-semibold text-night">{t('notifications.settings.device')}</h2>
      {push.state === 'unsupported' ? (
        <p className="text-sm text-muted">{t('notifications.settings.unsupported')}</p>
      ) : push.state === 'on' ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-muted">{t('notifications.opt_in.on')}</p>
          <button
            type="button"
            disabled={off.isPending}
            onClick={() => {
              off.mutate();
            }}
            className={buttonStyles.secondary}
          >
            {t('notifications.settings.turn_off')}
          </button>
        </div>
      ) : (
        <PushOptIn label={t('notifications.settings.turn_on')} testId="notification-device-on" />
      )}
    </section>
  );
}
