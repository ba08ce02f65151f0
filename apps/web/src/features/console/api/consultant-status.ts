import { consultantStatusCall } from '@lumus/contract/catalogue/consultant-status';
import { consoleStatusCall } from '@lumus/contract/chat/chat-calls';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { consoleKeys } from './console-keys';

/** The psychic's own status as the catalogue shows it (`get/status/for/call-chat/v3`). */
export function ownStatusQuery(consultantId: number) {
  return queryOptions({
    queryKey: consoleKeys.status(consultantId),
    queryFn: async ({ signal }) => {
      const response = await api.call(
        consultantStatusCall,
        { ids: String(consultantId) },
        { signal },
      );
      const entry = response.find((candidate) => candidate.id === consultantId);
      if (entry === undefined) throw new Error(`No status for psychic ${consultantId}.`);
      return entry;
    },
  });
}

/** `console/status/set`: online or offline; the server answers with the resulting status. */
export function setOwnStatus(status: 'online' | 'offline') {
  return api.call(consoleStatusCall, { status });
}
