import type { ApplicationFileKind } from '@lumus/contract/onboarding/application-files';
import {
  APPLICATION_FILE_PATH,
  myApplicationCall,
  submitApplicationCall,
  uploadApplicationFileCall,
} from '@lumus/contract/onboarding/onboarding-calls';
import type { PsychicApplicationInput } from '@lumus/contract/onboarding/psychic-application';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/api';
import { fetchPrivateFile } from '../../../lib/api/private-file';

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

/** An application file's bytes: the route answers only the applicant and staff. */
export function applicationFileQuery(fileId: string) {
  return queryOptions({
    queryKey: onboardingKeys.file(fileId),
    queryFn: ({ signal }) => fetchPrivateFile(APPLICATION_FILE_PATH, { fileId }, signal),
    staleTime: Infinity,
    retry: false,
  });
}
