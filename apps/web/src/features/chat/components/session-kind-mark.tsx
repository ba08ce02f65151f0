import type { SessionKind } from '@lumus/contract/chat/chat-order';
import { Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Marks a voice call in a list of sessions (a phone and "Call"); a chat, the usual case, has none. */
export function SessionKindMark({ kind }: { kind: SessionKind }) {
  const { t } = useTranslation();
  if (kind !== 'call') return null;
  return (
    <span
      data-testid="session-kind-call"
      className="inline-flex items-center gap-1 rounded-full bg-violet-soft px-2 py-0.5 text-xs font-semibold text-violet-strong"
    >
      <Phone aria-hidden="true" className="size-3" />
      {t('order_history.kind_call')}
    </span>
  );
}
