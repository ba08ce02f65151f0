import { MicOff } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { MicrophoneProblem as Problem } from './microphone-check';

/** The microphone cannot be used: why, and what to do before asking again. Nothing was sent. */
export function MicrophoneProblem({ problem }: { problem: Problem }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: false });
  }, [problem]);
  return (
    <section
      ref={ref}
      tabIndex={-1}
      role="alert"
      data-testid="microphone-problem"
      data-problem={problem}
      className="space-y-2 rounded-3xl bg-error/10 p-5 text-night"
    >
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <MicOff aria-hidden="true" className="size-5 text-error-text" />
        {t(`call.microphone.${problem}_title`)}
      </h2>
      <p>{t(`call.microphone.${problem}_text`)}</p>
      <p className="text-sm text-muted">{t('call.microphone.nothing_sent')}</p>
    </section>
  );
}
