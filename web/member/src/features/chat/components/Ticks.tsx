import { useTranslation } from 'react-i18next';
import type { MessageState } from '@mawadda/contracts';

export type TickState = MessageState | 'sending';

const CHECK = 'M1.5 8.5 5 12l7.5-8';

/**
 * The state of one of my messages as the usual marks: a clock while sending, one tick when the
 * server has it, two when it reached their device, two in colour once read. Each mark carries
 * its word for screen readers and on hover (colour is never the only difference).
 */
export function Ticks({ state }: { state: TickState }) {
  const { t } = useTranslation('chat');
  const label = t(`ticks.${state}`);
  return (
    <span className={`ticks ticks--${state}`} role="img" aria-label={label} title={label}>
      <svg viewBox="0 0 20 16" aria-hidden="true" focusable="false">
        {state === 'sending' ? (
          <>
            <circle cx="8" cy="8" r="6.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
            <path
              d="M8 4.5V8l2.5 1.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
              strokeLinecap="round"
            />
          </>
        ) : (
          <>
            <path
              d={CHECK}
              fill="none"
              stroke="currentColor"
              strokeWidth="1.75"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
            {state !== 'sent' && (
              <path
                d={CHECK}
                transform="translate(5 0)"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.75"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            )}
          </>
        )}
      </svg>
    </span>
  );
}
