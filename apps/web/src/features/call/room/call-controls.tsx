import { Mic, MicOff, PhoneOff, Volume2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Mute (`call-mute`, aria-pressed), speaker volume (`call-volume`, 0–100) and End (`call-end`). */
export function CallControls({
  muted,
  onMutedChange,
  volume,
  onVolumeChange,
  onEnd,
  canMute,
  ending,
}: {
  muted: boolean;
  onMutedChange: (muted: boolean) => void;
  volume: number;
  onVolumeChange: (volume: number) => void;
  onEnd: () => void;
  canMute: boolean;
  ending: boolean;
}) {
  const { t } = useTranslation();
  const volumeId = useId();
  const round =
    'inline-flex size-14 items-center justify-center rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-50';
  return (
    <div className="space-y-4">
      <div className="flex items-center justify-center gap-6">
        <button
          type="button"
          data-testid="call-mute"
          aria-pressed={muted}
          aria-label={t('call.mute')}
          disabled={!canMute}
          onClick={() => {
            onMutedChange(!muted);
          }}
          className={`${round} ${muted ? 'bg-white text-night' : 'bg-white/15 text-white hover:bg-white/25'}`}
        >
          {muted ? (
            <MicOff aria-hidden="true" className="size-6" />
          ) : (
            <Mic aria-hidden="true" className="size-6" />
          )}
        </button>
        <button
          type="button"
          data-testid="call-end"
          aria-label={t('call.end')}
          disabled={ending}
          onClick={onEnd}
          className={`${round} bg-error text-white hover:bg-error-text`}
        >
          <PhoneOff aria-hidden="true" className="size-6" />
        </button>
      </div>
      {muted ? <p className="text-center text-sm text-white/80">{t('call.muted')}</p> : null}
      <div className="flex items-center gap-3">
        <label htmlFor={volumeId} className="flex items-center gap-2 text-sm text-white/80">
          <Volume2 aria-hidden="true" className="size-5" />
          <span className="sr-only">{t('call.volume')}</span>
        </label>
        <input
          id={volumeId}
          type="range"
          min={0}
          max={100}
          step={1}
          value={volume}
          data-testid="call-volume"
          onChange={(event) => {
            onVolumeChange(Number(event.target.value));
          }}
          className="w-full accent-gold"
        />
      </div>
    </div>
  );
}
