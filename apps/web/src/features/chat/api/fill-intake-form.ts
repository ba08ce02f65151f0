import { type FillIntakeFormInput, fillIntakeFormCall } from '@lumus/contract/chat/chat-calls';
import { api } from '../../../lib/api/api';

/** `chat/order/fill-intake-form`: stores the birth details the psychic will see. */
export async function fillIntakeForm(input: FillIntakeFormInput) {
  return api.call(fillIntakeFormCall, input);
}
