import { HEADER_AUTHORIZATION, HEADER_USER_ID } from '@lumus/contract/headers';
import type { ApplicationFileKind } from '@lumus/contract/onboarding/application-files';
import {
  APPLICATION_FILE_PATH,
  myApplicationCall,
  submitApplicationCall,
  uploadApplicationFileCall,
} from '@lumus/contract/onboarding/onboarding-calls';
import type { PsychicApplicationInput } from '@lumus/contract/onboarding/psychic-application';
import { queryOptions } from '@tanstack/react-query';
import { config } from '../../../config';
import { api } from '../../../lib/api/api';
import { readSession } from '../../../lib/session/session-store';

export const onboardingKeys = {
  mine: ['onboarding', 'mine'] as const,
  file: (id: string) => ['onboarding', 'file', id] as const,
};

/** The signed-in account's own application (null before the first submission). */
export const myApplicationQuery = queryOptions({
  queryKey: onboardingKeys.mine,
  queryFn: async ({ signal }) => (await api.call(myApplicationCall, {}, { signal })).application,
});

export function submitApplication(input: PsychicApplicationInput) {
  return api.call(submitApplicationCall, input);
}

/** Stores the file privately; resolves to its id for the application. */
export function uploadApplicationFile(kind: ApplicationFileKind, file: File) {
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '') : '';
  return api.call(uploadApplicationFileCall, { file, kind, extension });
}

/**
 * An application file's bytes, with the caller's sign-in: the route answers only the applicant
 * and staff, so it cannot be an `<img src>`; the page shows the Blob through an object URL.
 */
export function applicationFileQuery(fileId: string) {
  return queryOptions({
    queryKey: onboardingKeys.file(fileId),
    queryFn: async ({ signal }) => {
      const { token, userId } = readSession();
      const headers: Record<string, string> = {};
      if (token !== null) headers[HEADER_AUTHORIZATION] = `Bearer ${token}`;
      if (userId !== null) headers[HEADER_USER_ID] = userId;
      const path = APPLICATION_FILE_PATH.replace(/^\/api/, '');
      const response = await fetch(
        `${config.apiBaseUrl}${path}?fileId=${encodeURIComponent(fileId)}`,
        { headers, signal },
      );
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.blob();
    },
    staleTime: Infinity,
    retry: false,
  });
}
