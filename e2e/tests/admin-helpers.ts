import { adminConsultantCreateCall } from '@lumus/contract/admin/admin-calls';
import {
  consoleAcceptCall,
  consoleQueueCall,
  endChatCall,
  userAcceptOrderCall,
} from '@lumus/contract/chat/chat-calls';
import { uniqueMobile } from './auth-helpers';
import {
  callApi,
  goOnlineByApi,
  requestChat,
  signInByApi,
  topUp,
  walletEntries,
  type ApiSession,
} from './chat-helpers';

/**
 * A new psychic with a console number (added by the admin) and a new user with ₹500 who has one
 * paid chat with them, ended after about 2.5 s. The funded balance is before the chat.
 */
export async function endedPaidChat(
  baseUrl: string,
  admin: ApiSession,
  psychic: Readonly<{ displayName: string; avatar: string }>,
) {
  const psychicMobile = uniqueMobile('8');
  await callApi(admin, adminConsultantCreateCall, {
    displayName: psychic.displayName,
    photoUrl: `/api/media/avatar/${psychic.avatar}.svg`,
    bioEn: 'Test psychic.',
    bioDe: 'Test-Beraterin.',
    categories: ['tarot'],
    languages: ['en'],
    experienceYears: 2,
    // ₹60 a minute: one rupee a second, so a few seconds cost something.
    pricePerMinuteMinor: 6_000,
    countryCode: '91',
    mobile: psychicMobile,
  });
  const psychicSession = await signInByApi(baseUrl, psychicMobile);
  await goOnlineByApi(psychicSession);
  const user = await signInByApi(baseUrl, uniqueMobile('7'));
  await topUp(user, 50_000);
  const funded = (await walletEntries(user))[0]?.balanceAfter ?? 0;
  const queue = await callApi(psychicSession, consoleQueueCall, {});
  const chatId = await requestChat(user, queue.consultantId);
  await callApi(psychicSession, consoleAcceptCall, { chatId });
  await callApi(user, userAcceptOrderCall, { chatId });
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  const ended = await callApi(user, endChatCall, { chatId });
  return { user, chatId, consultantId: queue.consultantId, funded, ended };
}
