import { OTP_LENGTH_DEFAULT } from '@lumus/contract/constants';
import {
  SEND_CODE_PATH,
  SUBMIT_CODE_PATH,
  TWILIO_CHECK_PATH,
} from '@lumus/contract/auth/auth-paths';
import {
  loginResponseSchema,
  sendCodeRequestSchema,
  sendCodeResponseSchema,
  submitCodeRequestSchema,
  twilioCheckRequestSchema,
  twilioCheckResponseSchema,
} from '@lumus/contract/auth/otp-login';
import type { FastifyInstance } from 'fastify';
import { CallFailure } from '../../lib/http/call-failure';
import { defineCall } from '../../lib/http/define-call';
import { findOrCreateUserByPhone } from '../users/find-or-create-user';
import { completeLogin } from './complete-login';
import { failWithData } from '../../lib/http/fail-with-data';
import { checkPhoneCode, issuePhoneCode, type PhoneCodeDeps } from './phone-codes';
import { phoneNumberProblem, toE164 } from './phone-number';
import type { SessionDeps } from './sessions';

export type OtpLoginDeps = Readonly<{
  codes: PhoneCodeDeps;
  sessions: SessionDeps;
  twilioForeignActive: boolean;
}>;

export function registerOtpLoginRoutes(app: FastifyInstance, deps: OtpLoginDeps): void {
  defineCall(app, {
    method: 'POST',
    url: SEND_CODE_PATH,
    summary: 'Text a 4-digit sign-in code (spec §3 send-code)',
    input: sendCodeRequestSchema,
    output: sendCodeResponseSchema,
  }).handle(async (input, { request, reply }) => {
    const fail = (statusCode: number, reason: string) =>
      failWithData(reply, statusCode, {
        status: 'fail' as const,
        reason,
        data: { status: 'fail', reason },
      });
    const problem = phoneNumberProblem(input.countryCode, input.mobile);
    if (problem !== undefined) return fail(400, problem);
    try {
      const token = await issuePhoneCode(deps.codes, {
        purpose: 'login',
        phone: toE164(input.countryCode, input.mobile),
        ip: request.ip,
        length: OTP_LENGTH_DEFAULT,
        text: (code) => `${code} is your Lumus sign-in code. It expires in 10 minutes.`,
      });
      return {
        status: 'success',
        data: { status: 'success', token, otpLength: OTP_LENGTH_DEFAULT },
      };
    } catch (error) {
      if (error instanceof CallFailure) return fail(error.statusCode, error.message);
      throw error;
    }
  });

  defineCall(app, {
    method: ['GET', 'POST'],
    url: TWILIO_CHECK_PATH,
    summary: 'Whether foreign numbers get our own code (Twilio) instead of the identity provider',
    input: twilioCheckRequestSchema,
    output: twilioCheckResponseSchema,
  }).handle(() =>
    Promise.resolve({ status: 'success', data: { isTwilioActive: deps.twilioForeignActive } }),
  );

  defineCall(app, {
    method: 'POST',
    url: SUBMIT_CODE_PATH,
    summary: 'Check the code and sign in (spec §3 submit-code)',
    input: submitCodeRequestSchema,
    output: loginResponseSchema,
  }).handle(async (input) => {
    const problem = phoneNumberProblem(input.countryCode, input.mobile);
    if (problem !== undefined) throw new CallFailure(400, problem);
    await checkPhoneCode(deps.codes, {
      token: input.token,
      purpose: 'login',
      phone: toE164(input.countryCode, input.mobile),
      code: input.otp,
    });
    const user = await findOrCreateUserByPhone(deps.sessions.db, {
      countryCode: input.countryCode,
      mobile: input.mobile,
      timeZone: input.timeZone,
    });
    return completeLogin(deps.sessions, user, 'phone-code', input.hardwareId);
  });
}
