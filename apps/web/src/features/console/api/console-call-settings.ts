import {
  consoleCallSettingsCall,
  setConsoleCallsCall,
} from '@lumus/contract/voice-call/call-calls';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { consoleKeys } from './console-keys';

/** `console/calls/get`: the psychic's call price (set by the operator) and their calls switch. */
export function consoleCallSettingsQuery(userId: string | null) {
  return queryOptions({
    queryKey: consoleKeys.callSettings(userId),
    queryFn: async ({ signal }) => api.call(consoleCallSettingsCall, {}, { signal }),
    enabled: userId !== null,
  });
}

/** `console/calls/set`: "available for calls" on or off; a 409 says why it cannot be switched. */
export function setConsoleCalls(acceptsCalls: boolean) {
  return api.call(setConsoleCallsCall, { acceptsCalls });
}
