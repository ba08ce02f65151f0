import { Volume2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { buttonStyles } from '../../../lib/ui/button-styles';

/**
 * Plays the other side's audio (`volume` 0–100). The browser counts the audio's energy only while
 * it is played, so this element is what makes the call audible, not just connected. When the
 * browser refuses to start sound without a tap (a reload has had none), it offers the tap.
 */
export function RemoteAudio({
  stream,
  volume,
  blockedLabel,
}: {
  stream: MediaStream | null;
  volume: number;
  blockedLabel: string;
}) {
  const audio = useRef<HTMLAudioElement>(null);
  const [blocked, setBlocked] = useState(false);

  useEffect(() => {
    const element = audio.current;
    if (element === null) return;
    element.srcObject = stream;
    if (stream === null) return;
    element.play().then(
      () => {
        setBlocked(false);
      },
      (error: unknown) => {
        if (error instanceof Error && error.name === 'NotAllowedError') setBlocked(true);
      },
    );
  }, [stream]);

  useEffect(() => {
    if (audio.current !== null) audio.current.volume = Math.min(1, Math.max(0, volume / 100));
  }, [volume]);

  return (
    <>
      <audio ref={audio} autoPlay data-testid="call-remote-audio" className="hidden" />
      {blocked ? (
        <button
          type="button"
          onClick={() => {
            void audio.current?.play().then(() => {
              setBlocked(false);
            });
          }}
          className={`${buttonStyles.primary} w-full`}
        >
          <Volume2 aria-hidden="true" className="mr-2 size-5" />
          {blockedLabel}
        </button>
      ) : null}
    </>
  );
}
