import { type ChatLoadResult, runChatLoad } from '../runtime-chat-load';
import { CHAT_SECONDS } from './runtime-settings';
import { rssMb, type Started } from './server-process';

/** Pages (server-rendered), place searches and chats from outside; the server's peak RSS. */
export async function putToUse(
  started: Started,
): Promise<{ peakMb: number; chats: ChatLoadResult }> {
  let peakMb = rssMb(started.child.pid);
  const sample = () => {
    peakMb = Math.max(peakMb, rssMb(started.child.pid));
  };
  for (const path of ['/', '/chat-with-psychic', '/de', '/horoscope/today/aries', '/help']) {
    await (await fetch(`${started.baseUrl}${path}`, { headers: { accept: 'text/html' } })).text();
    sample();
  }
  for (const query of ['mu', 'mumb', 'kol', 'berl', 'sao p', 'koln', 'frankfurt am', 'delhi']) {
    await (
      await fetch(`${started.baseUrl}/api/place/search?q=${encodeURIComponent(query)}`)
    ).text();
    sample();
  }
  const chats = await runChatLoad(started.baseUrl, CHAT_SECONDS, sample);
  sample();
  return { peakMb, chats };
}
