import type { ProviderIdentity } from './provider-session';

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
}

export interface FirebaseConfirmation {
  confirm: (code: string) => Promise<ProviderIdentity>;
}

/** The invisible reCAPTCHA needs an element in the page; it is created once, outside React. */
function recaptchaContainer(): HTMLElement {
  const id = 'lumus-recaptcha';
  const existing = document.getElementById(id);
  if (existing !== null) return existing;
  const element = document.createElement('div');
  element.id = id;
  document.body.append(element);
  return element;
}

/**
 * Firebase phone sign-in (spec §7): invisible reCAPTCHA plus `signInWithPhoneNumber`. Firebase is
 * imported on demand so it never weighs on the first page load of people who do not need it.
 */
export async function firebaseSendCode(
  config: FirebaseWebConfig,
  phoneNumber: string,
): Promise<FirebaseConfirmation> {
  const [{ getApps, initializeApp }, auth] = await Promise.all([
    import('firebase/app'),
    import('firebase/auth'),
  ]);
  const app = getApps()[0] ?? initializeApp(config);
  const firebaseAuth = auth.getAuth(app);
  const verifier = new auth.RecaptchaVerifier(firebaseAuth, recaptchaContainer(), {
    size: 'invisible',
    'expired-callback': () => {
      // Spec §8: an expired reCAPTCHA only logs a warning.
      console.warn('reCAPTCHA expired');
    },
  });
  const result = await auth.signInWithPhoneNumber(firebaseAuth, phoneNumber, verifier);
  return {
    confirm: async (code) => {
      const credential = await result.confirm(code);
      return { idToken: await credential.user.getIdToken(), uid: credential.user.uid };
    },
  };
}
