import { OTP_LENGTH_DEFAULT } from '@lumus/contract/constants';
import type { FastifyInstance } from 'fastify';
import { CallFailure } from '../../lib/http/call-failure';
import { findOrCreateUserByPhone } from '../users/find-or-create-user';
import { completeLogin } from './complete-login';
import { failWithData } from '../../lib/http/fail-with-data';
import { checkPhoneCode, issuePhoneCode, type PhoneCodeDeps } from './phone-codes';
import { phoneNumberProblem, toE164 } from './phone-number';
import type { SessionDeps } from './sessions';
import { registerCall } from '../../lib/http/register-call';
import { sendCodeCall, submitCodeCall, twilioCheckCall } from '@lumus/contract/auth/auth-calls';

export type OtpLoginDeps = Readonly<{
  codes: PhoneCodeDeps;
  sessions: SessionDeps;
  twilioForeignActive: boolean;
}>;

export function registerOtpLoginRoutes(app: FastifyInstance, deps: OtpLoginDeps): void {
  registerCall(app, sendCodeCall, async (input, { request, reply }) => {
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

  registerCall(app, twilioCheckCall, () =>
    Promise.resolve({ status: 'success', data: { isTwilioActive: deps.twilioForeignActive } }),
  );

  registerCall(app, submitCodeCall, async (input) => {
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
