import {
  type FillIntakeFormInput,
  fillIntakeFormResponseSchema,
} from '@lumus/contract/chat/chat-calls';
import { FILL_INTAKE_FORM_PATH } from '@lumus/contract/chat/chat-paths';
import { api } from '../../../lib/api/api';
import { apiPath } from './api-path';

/** `chat/order/fill-intake-form`: stores the birth details the psychic will see. */
export async function fillIntakeForm(input: FillIntakeFormInput) {
  const response = await api.postJson(apiPath(FILL_INTAKE_FORM_PATH), input, {
    schema: fillIntakeFormResponseSchema,
    auth: true,
  });
  return response.data;
}
