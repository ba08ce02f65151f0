import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useLocalizedPath } from '../../../lib/i18n/use-language';
import { useSession } from '../../../lib/session/session-context';
import { buttonStyles } from '../../../lib/ui/button-styles';
import { ListMessage, ListSkeleton, LoadFailedMessage } from '../../../lib/ui/list-states';
import { LocalizedLink } from '../../../lib/ui/localized-link';
import { PageHero } from '../../../lib/ui/page-hero';
import { SignInGate } from '../../kundli/components/sign-in-gate';
import { supportKeys, supportListQuery } from '../api/support-api';
import { ConversationList } from '../components/conversation-list';
import { ConversationView } from '../components/conversation-view';
import { NewRequestForm, type SupportLink } from '../components/new-request-form';

/** A positive whole number from the address, or undefined (a bad one is simply not a link). */
function idParam(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined || !/^\d{1,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}

/**
 * `support` and `support/{conversationId}` (issue 24, not in spec §2): the user's conversations
 * with the Lumus team. `?order=` or `?payment=` (from "Report a problem") opens the new-request
 * form linked to it, `?new=1` (from the help centre) an unlinked one. Public, so a guest who follows the footer link is asked to sign in.
 */
export function SupportPage() {
  const { t } = useTranslation();
  const { conversationId } = useParams();
  const openId = idParam(conversationId);
  return (
    <>
      <PageHero title={t('titles.support')} lead={t('support.lead')} />
      <SignInGate
        testId="support-sign-in"
        title={t('support.sign_in.title')}
        text={t('support.sign_in.text')}
        button={t('support.sign_in.button')}
      >
        <div className="mx-auto flex max-w-2xl flex-col gap-5 px-4 py-6 sm:px-6 sm:py-8">
          {openId === undefined ? (
            <Overview />
          ) : (
            <>
              <LocalizedLink
                to="/support"
                className="inline-flex items-center gap-1.5 self-start text-sm font-semibold text-violet hover:underline"
              >
                <ArrowLeft aria-hidden="true" className="size-4" />
                {t('support.back')}
              </LocalizedLink>
              <ConversationView conversationId={openId} />
            </>
          )}
        </div>
      </SignInGate>
    </>
  );
}

function Overview() {
  const { t } = useTranslation();
  const { userId } = useSession();
  const [params] = useSearchParams();
  const link: SupportLink = {
    ...(idParam(params.get('order')) === undefined
      ? {}
      : { chatOrderId: idParam(params.get('order')) }),
    ...(idParam(params.get('payment')) === undefined
      ? {}
      : { paymentLogId: idParam(params.get('payment')) }),
  };
  const linked = link.chatOrderId !== undefined || link.paymentLogId !== undefined;
  // `?new=1` comes from the help centre's "Write to us": the form is what they came for.
  const [writing, setWriting] = useState(linked || params.get('new') === '1');
  const list = useQuery(supportListQuery(userId));
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const queryClient = useQueryClient();

  return (
    <>
      {writing ? (
        <NewRequestForm
          link={link}
          onCreated={(thread) => {
            queryClient.setQueryData(supportKeys.thread(userId, thread.conversation.id), thread);
            void queryClient.invalidateQueries({ queryKey: supportKeys.list(userId) });
            void navigate(localize(`/support/${thread.conversation.id}`));
          }}
        />
      ) : (
        <button
          type="button"
          data-testid="support-new-button"
          className={`${buttonStyles.primary} self-start`}
          onClick={() => {
            setWriting(true);
          }}
        >
          {t('support.new.open')}
        </button>
      )}
      <h2 className="text-lg font-semibold text-night">{t('support.list_title')}</h2>
      {list.isPending ? (
        <ListSkeleton rows={2} />
      ) : list.isError ? (
        <LoadFailedMessage onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <ListMessage title={t('support.empty_title')} text={t('support.empty_text')} />
      ) : (
        <ConversationList items={list.data} />
      )}
    </>
  );
}
