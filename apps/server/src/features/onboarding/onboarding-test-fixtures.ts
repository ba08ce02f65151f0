import { uploadApplicationFileCall } from '@lumus/contract/onboarding/onboarding-calls';
import { submitApplicationCall } from '@lumus/contract/onboarding/onboarding-calls';
import {
  PSYCHIC_AGREEMENT_VERSION,
  type PsychicApplicationInput,
} from '@lumus/contract/onboarding/psychic-application';
import type { FastifyInstance } from 'fastify';
import { call, type TestUser } from '../../test/call-client';
import { multipartWithFile } from '../../test/form-bodies';

export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('rest of a tiny png'),
]);
export const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n', 'latin1');

export function uploadFile(
  app: FastifyInstance,
  user: TestUser | null,
  fields: { kind: string; extension: string },
  file: Buffer,
) {
  const form = multipartWithFile(fields, file);
  return app.inject({
    method: 'POST',
    url: uploadApplicationFileCall.path,
    headers: { ...user?.headers, ...form.headers },
    payload: form.payload,
  });
}

export async function uploadedFileId(
  app: FastifyInstance,
  user: TestUser,
  kind: 'id_document' | 'photo',
): Promise<string> {
  const response = await uploadFile(
    app,
    user,
    { kind, extension: kind === 'photo' ? 'png' : 'pdf' },
    kind === 'photo' ? PNG : PDF,
  );
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.body}`);
  return response.json<{ data: { id: string } }>().data.id;
}

/** A complete application naming the user's own fresh uploads. */
export async function applicationForm(
  app: FastifyInstance,
  user: TestUser,
  overrides: Partial<PsychicApplicationInput> = {},
): Promise<PsychicApplicationInput> {
  return {
    displayName: 'Meera Joshi',
    bio: 'Tarot reader for twelve years, gentle and direct about love and career questions.',
    categories: ['tarot', 'love'],
    languages: ['en', 'hi'],
    experienceYears: 12,
    pricePerMinuteMinor: 2500,
    sampleAnswer:
      'The cards show a period of waiting rather than an ending. The Two of Cups suggests the bond is real, and the Hermit that he needs time alone first.',
    idDocumentFileId: await uploadedFileId(app, user, 'id_document'),
    photoFileId: await uploadedFileId(app, user, 'photo'),
    agreementVersion: PSYCHIC_AGREEMENT_VERSION,
    agreementAccepted: true,
    ...overrides,
  };
}

export async function submitApplication(
  app: FastifyInstance,
  user: TestUser,
  overrides: Partial<PsychicApplicationInput> = {},
) {
  return call(app, user, submitApplicationCall, await applicationForm(app, user, overrides));
}
