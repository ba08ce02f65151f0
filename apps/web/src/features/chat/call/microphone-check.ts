/** Why a call cannot start from this browser; null when the microphone can be used. */
export type MicrophoneProblem = 'denied' | 'missing' | 'unsupported' | 'failed';

function problemOf(error: unknown): MicrophoneProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'missing';
  return 'failed';
}

/**
 * Asks for the microphone before anything of a call is created, so that a denied permission or a
 * missing device is said at once instead of after the psychic picked up. The stream is closed
 * again at once: the call screen opens its own when the call starts.
 */
export async function checkMicrophone(): Promise<MicrophoneProblem | null> {
  // Not on every browser, and absent on an insecure (http) origin other than localhost.
  const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  if (devices === undefined || typeof devices.getUserMedia !== 'function') return 'unsupported';
  try {
    const stream = await devices.getUserMedia({ audio: true });
    for (const track of stream.getTracks()) track.stop();
    return null;
  } catch (error) {
    return problemOf(error);
  }
}
