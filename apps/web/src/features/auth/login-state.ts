import { OTP_LENGTH_DEFAULT, OTP_RESEND_LEFT_INITIAL } from '@lumus/contract/constants';

/** The shared login state of spec §3, with its start values. */
export interface LoginState {
  otpToken: string | null;
  /** 0 until a code was sent; read through `codeLength`. */
  otpLength: number;
  isRegistered: boolean;
  isTwilioActive: boolean;
  isToShowCaptcha: boolean;
  resendLeft: number;
  /** Which route sent the current code (ours or the identity provider). */
  codePath: 'server' | 'provider';
}

export const INITIAL_LOGIN_STATE: LoginState = {
  otpToken: null,
  otpLength: 0,
  isRegistered: false,
  isTwilioActive: true,
  isToShowCaptcha: true,
  resendLeft: OTP_RESEND_LEFT_INITIAL,
  codePath: 'server',
};

/** The number of code boxes: the server's otpLength, 4 when absent (spec §5). */
export function codeLength(state: LoginState): number {
  return state.otpLength > 0 ? state.otpLength : OTP_LENGTH_DEFAULT;
}
