import type { Country } from '@lumus/contract/country';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { homePath } from '@lumus/contract/site/language-path';
import { browserTimeZone } from '../../lib/i18n/language-preference';
import { useLanguage } from '../../lib/i18n/use-language';
import type { LoginFlowProps } from '../../lib/session/login-entry';
import {
  effectiveLoginMode,
  isCaptchaRequired,
  loginModeQuery,
} from '../../lib/session/login-mode';
import { readSession, updateStoredUser } from '../../lib/session/session-store';
import { authConfigQuery } from './api/auth-config-query';
import { googleLogin } from './api/google-calls';
import { providerLogin, submitCode } from './api/phone-login-calls';
import { saveProfileName, submitRegistration } from './api/profile-calls';
import { GoogleLoginDialog } from './components/google-login-dialog';
import { PhoneLoginDialog } from './components/phone-login-dialog';
import { RegistrationDialog } from './components/registration-dialog';
import { VerifyPhoneDialog } from './components/verify-phone-dialog';
import { WelcomeNameDialog } from './components/welcome-name-dialog';
import { errorMessage, serverReason } from './error-message';
import { finishLogin, LoginFailedError } from './finish-login';
import { providerConfirm } from './identity-provider/provider-session';
import { INITIAL_LOGIN_STATE, codeLength, type LoginState } from './login-state';
import { defaultCountry } from './phone/countries';
import { sendPhoneCode } from './phone/send-phone-code';

type Step = 'checking' | 'phone' | 'google' | 'verify' | 'registration';

/**
 * The sign-in popups behind the login-entry seam (spec §4): login-mode check, then the phone or
 * Google popup, Verify Phone, registration for a new user, and the welcome name modal after a
 * login that left the user without a name.
 */
export function LoginFlow({ open, onClose, returnTo = null }: LoginFlowProps) {
  const [askName, setAskName] = useState(false);
  if (askName) {
    return (
      <WelcomeNameDialog
        onClose={() => {
          setAskName(false);
        }}
        onSubmit={saveName}
      />
    );
  }
  if (!open) return null;
  return (
    <LoginSteps
      onClose={onClose}
      returnTo={returnTo}
      onLoggedIn={() => {
        onClose();
        const user = readSession().user;
        const name = user?.name?.trim() ?? '';
        // The welcome modal is consumer onboarding: staff (psychics, operators) go straight on.
        if (name === '' && (user?.role ?? 'user') === 'user') setAskName(true);
      }}
    />
  );
}

/** The welcome modal's save: on success the stored user takes the name the server kept. */
async function saveName(name: string): Promise<void> {
  const session = readSession();
  if (session.userId === null) return;
  await saveProfileName(name, session.userId);
}

/** Mounted while the flow is open, so every opening starts from the spec's initial state. */
function LoginSteps({
  onClose,
  onLoggedIn,
  returnTo,
}: {
  onClose: () => void;
  onLoggedIn: () => void;
  returnTo: string | null;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>('checking');
  const [state, setState] = useState<LoginState>(INITIAL_LOGIN_STATE);
  const [country, setCountry] = useState<Country>(() => defaultCountry(browserTimeZone()));
  const [mobile, setMobile] = useState('');
  // Remounts the Verify Phone modal (fresh boxes and countdown) for every newly sent code.
  const [codeRound, setCodeRound] = useState(0);

  useEffect(() => {
    let cancelled = false;
    // The login button runs the login-mode check first (spec §4); usually it is already cached.
    queryClient
      .query(loginModeQuery)
      .catch(() => undefined)
      .then((mode) => {
        if (cancelled) return;
        setState((current) => ({ ...current, isToShowCaptcha: isCaptchaRequired(mode) }));
        setStep(effectiveLoginMode(mode) === 'EMAIL' ? 'google' : 'phone');
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [queryClient]);

  // Spec §2 lands every sign-in on /; one asked for on the way somewhere lands there instead.
  const goHome = () => {
    void navigate(returnTo ?? homePath(language));
  };

  const closeAfterLogin = onLoggedIn;

  const phone = { dialCode: country.dial_code, mobile };

  const sendCode = async (): Promise<string | null> => {
    try {
      const sent = await sendPhoneCode(phone, () => queryClient.query(authConfigQuery));
      setState((current) => ({
        ...current,
        codePath: sent.path,
        otpToken: sent.path === 'server' ? sent.token : null,
        otpLength: sent.otpLength,
        isTwilioActive: sent.isTwilioActive,
      }));
      return null;
    } catch (error) {
      console.error('Sending the code failed', error);
      return errorMessage(error) ?? t('auth.errors.send_failed');
    }
  };

  const verify = async (code: string): Promise<string | null> => {
    try {
      let response;
      if (state.codePath === 'server') {
        if (state.otpToken === null) return t('auth.errors.verify_failed');
        response = await submitCode(phone, code, state.otpToken);
      } else {
        const identity = await providerConfirm(code);
        if (identity === null) return t('auth.errors.provider_missing');
        response = await providerLogin(phone, identity.idToken, identity.uid);
      }
      const { isRegistered } = finishLogin(response, queryClient);
      setState((current) => ({ ...current, isRegistered }));
      if (isRegistered) {
        goHome();
        closeAfterLogin();
      } else {
        setStep('registration');
      }
      return null;
    } catch (error) {
      console.error('Code verification failed', error);
      if (error instanceof LoginFailedError && error.message !== '') return error.message;
      return serverReason(error) ?? t('auth.errors.verify_failed');
    }
  };

  if (step === 'phone') {
    return (
      <PhoneLoginDialog
        country={country}
        mobile={mobile}
        onCountryChange={setCountry}
        onMobileChange={setMobile}
        onClose={onClose}
        onSubmit={async () => {
          const problem = await sendCode();
          if (problem === null) {
            setCodeRound((round) => round + 1);
            setStep('verify');
          }
          return problem;
        }}
      />
    );
  }
  if (step === 'verify') {
    return (
      <VerifyPhoneDialog
        key={codeRound}
        fullNumber={`${country.dial_code} ${mobile}`}
        otpLength={codeLength(state)}
        resendLeft={state.resendLeft}
        onSubmit={verify}
        onResend={async () => {
          setState((current) => ({ ...current, resendLeft: current.resendLeft - 1 }));
          return sendCode();
        }}
        onBack={() => {
          setStep('phone');
        }}
        onClose={onClose}
      />
    );
  }
  if (step === 'registration') {
    return (
      <RegistrationDialog
        // One prompt for a name (decision 042): closing it does not bring up the welcome modal.
        onClose={onClose}
        onSubmit={async (details) => {
          try {
            const response = await submitRegistration(details);
            if (response.data !== undefined) updateStoredUser(response.data);
            goHome();
            onClose();
            return null;
          } catch (error) {
            console.error('Registration failed', error);
            return serverReason(error) ?? t('auth.errors.verify_failed');
          }
        }}
      />
    );
  }
  if (step === 'google') {
    return (
      <GoogleLoginDialog
        onClose={onClose}
        onCredential={async (credential) => {
          try {
            finishLogin(await googleLogin(credential), queryClient);
            goHome();
            closeAfterLogin();
            return null;
          } catch (error) {
            console.error('Google login failed', error);
            if (error instanceof LoginFailedError && error.message !== '') return error.message;
            return serverReason(error) ?? t('auth.errors.google_failed');
          }
        }}
      />
    );
  }
  return null;
}
