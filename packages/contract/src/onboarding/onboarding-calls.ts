import { z } from 'zod';
import { defineCall } from '../call';
import { applicationFileSchema, applicationFileIdField } from './psychic-application';
import { psychicApplicationInputSchema, psychicApplicationSchema } from './psychic-application';
import { applicationFileUploadInputSchema } from './application-files';

/** The signed-in account's own application, or null before the first submission. */
export const myApplicationCall = defineCall({
  path: '/api/onboarding/application/get',
  methods: ['GET', 'POST'],
  summary: 'Become a psychic: the caller’s own application and its status',
  input: z.object({}),
  output: z.object({ application: psychicApplicationSchema.nullable() }),
  auth: 'user',
});

/**
 * Submits the caller's application, or resubmits it after the operator asked for changes. Files
 * are named by the ids `uploadApplicationFileCall` returned, and must be the caller's own.
 */
export const submitApplicationCall = defineCall({
  path: '/api/onboarding/application/submit',
  methods: 'POST',
  summary: 'Become a psychic: submit (or resubmit after changes were requested) the application',
  input: psychicApplicationInputSchema,
  output: psychicApplicationSchema,
  auth: 'user',
});

/**
 * Stores an ID document or photo privately for the caller's application. The type is read from
 * the content; the file is never served from a public URL (see APPLICATION_FILE_PATH).
 */
export const uploadApplicationFileCall = defineCall({
  path: '/api/onboarding/files/upload',
  methods: 'POST',
  summary: 'Become a psychic: upload an ID document (PNG, JPEG, WebP, PDF) or photo, at most 4 MB',
  input: applicationFileUploadInputSchema,
  output: applicationFileSchema,
  auth: 'user',
  encoding: 'multipart',
});

/**
 * An application file's bytes, for its applicant and for staff only (others 404, signed out 401).
 * Not a `defineCall`: the answer is the file itself, not the JSON envelope.
 */
export const APPLICATION_FILE_PATH = '/api/onboarding/files/get';
export const applicationFileGetInputSchema = z.object({ fileId: applicationFileIdField });
