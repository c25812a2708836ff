import { Check } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MEETING_PLACES,
  PAIR_STAGES,
  type Meeting,
  type MeetingPlace,
  type PairDetail,
  type Waiting,
} from '@mawadda/contracts';
import { useConfirm } from '../../../lib/confirm';
import { DeclarationFacts } from '../../../lib/members/DeclarationFacts';
import { formatDay, formatWhen, asciiDigits } from '../../../lib/format';
import { problemMessage } from '../../../lib/problem-message';
import { useToast } from '../../../lib/toast';
import { useLocale } from '../../../routes/use-locale';
import type { PairStep } from '../api/match-api';
import './pair-path.css';

type StepBody = { meeting?: Meeting; note?: string; confirmDeclarations?: boolean };

/** Whose eyes the page is seen through: a member of the pair, or a guardian of one of them. */
export type Viewer = { role: 'member'; id: string } | { role: 'guardian'; id: string };

/**
 * One pair's path: the six stages with the current one marked, what waits for whom, the planned
 * meeting with the site's safety advice, the history, and the steps the viewer may take. The
 * parent says how a step reaches the API (a member's routes or a guardian's).
 */
export function PairPath({
  pair,
  viewer,
  otherName,
  onStep,
  beforeHistory,
  wardName,
}: {
  pair: PairDetail;
  viewer: Viewer;
  otherName: string;
  onStep: (step: PairStep, body?: StepBody) => Promise<unknown>;
  /** What the member has to do now beyond a step (their story, once married), above the long history. */
  beforeHistory?: ReactNode;
  /** Seen by her guardian: his ward by her name, rather than "your member". */
  wardName?: string;
}) {
  const { t } = useTranslation('match');
  const { locale } = useLocale();
  const toast = useToast();
  const confirm = useConfirm();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const current = PAIR_STAGES.indexOf(pair.stage);
  const next = PAIR_STAGES[current + 1];
  const active = pair.status === 'active';
  const isMember = viewer.role === 'member';
  // The ward, seen from a guardian: the member of the pair who is not "the other".
  const wardId = pair.memberIds.find((m) => m !== pair.otherId);
  const ward = wardName ?? t('waiting.yourMember');

  const [standsBy, setStandsBy] = useState(false);
  // Proposing or confirming the engagement, a member stands by her declaration again (match README).
  const confirmsEngagement = isMember && pair.proposal?.toStage === 'engaged';

  const run = async (step: PairStep, done: string, body?: StepBody) => {
    setBusy(true);
    setError(undefined);
    try {
      await onStep(step, body);
      toast.success(done);
    } catch (e) {
      setError(problemMessage(e, locale));
    } finally {
      setBusy(false);
    }
  };

  const whoWaits = (w: Waiting) =>
    w.accountId === viewer.id
      ? t('waiting.you')
      : w.role === 'member'
        ? w.accountId === pair.otherId
          ? otherName
          : ward
        : w.forMemberId === pair.otherId
          ? t('waiting.theirGuardian', { name: otherName })
          : isMember
            ? t('waiting.yourGuardian')
            : t('waiting.you');

  const whoDid = (by: string | null) =>
    by === null
      ? t('history.site')
      : by === viewer.id
        ? t('history.you')
        : by === pair.otherId
          ? otherName
          : by === wardId
            ? ward
            : t('history.aGuardian');

  const end = async (note: string) => {
    if (!(await confirm(t('actions.endQuestion', { name: otherName }), t('actions.end')))) return;
    await run('end', t('actions.ended'), note.trim() ? { note: note.trim() } : {});
  };

  return (
    <div className="pair-path">
      <ol className="pair-path__stages" aria-label={t('stagesLabel')}>
        {PAIR_STAGES.map((stage, i) => (
          <li
            key={stage}
            className={`pair-path__stage${i < current ? ' is-done' : ''}${i === current ? ' is-current' : ''}`}
            aria-current={i === current ? 'step' : undefined}
          >
            <span className="pair-path__dot" aria-hidden="true">
              {/* A drawn tick, not the "✓" glyph that Arabic fonts draw each their own way. */}
              {i < current ? <Check className="pair-path__tick" /> : i + 1}
            </span>
            <span>{t(`stage.${stage}`)}</span>
          </li>
        ))}
      </ol>

      {pair.status === 'ended' && (
        <div className="pair-path__ended" role="status">
          <p>{t('ended.title')}</p>
          {pair.ended?.note && <blockquote dir="auto">{pair.ended.note}</blockquote>}
        </div>
      )}
      {active && pair.stage === 'married' && <p className="pair-path__married">{t('married')}</p>}

      {active && pair.proposal && (
        <div className="pair-path__proposal">
          <p>
            {pair.proposal.proposedBy === viewer.id
              ? t('proposal.byYou', { stage: t(`stage.${pair.proposal.toStage}`) })
              : t('proposal.byOther', {
                  name: whoDid(pair.proposal.proposedBy),
                  stage: t(`stage.${pair.proposal.toStage}`),
                })}
          </p>
          <p className="pair-path__waits">
            {t('proposal.waitsFor', { who: pair.proposal.waitingFor.map(whoWaits).join(t('listSeparator')) })}
          </p>
          {pair.proposal.meeting && <MeetingFacts meeting={pair.proposal.meeting} />}
          {pair.waitsForMe && confirmsEngagement && (
            <Reconfirm pair={pair} checked={standsBy} onChange={setStandsBy} />
          )}
          {pair.waitsForMe && (
            <div className="form__actions">
              <button
                type="button"
                className="btn btn--primary"
                disabled={busy || (confirmsEngagement && !standsBy)}
                onClick={() =>
                  void run(
                    'confirm',
                    t('actions.confirmed'),
                    confirmsEngagement ? { confirmDeclarations: true } : undefined,
                  )
                }
              >
                {t('actions.confirm')}
              </button>
              <button
                type="button"
                className="btn btn--ghost"
                disabled={busy}
                onClick={() => void run('decline', t('actions.declined'))}
              >
                {t('actions.decline')}
              </button>
            </div>
          )}
        </div>
      )}

      {error && (
        <p className="form__error" role="alert">
          {error}
        </p>
      )}

      {isMember && active && !pair.proposal && next && (
        <Propose
          next={next}
          busy={busy}
          reconfirm={
            next === 'engaged' ? <Reconfirm pair={pair} checked={standsBy} onChange={setStandsBy} /> : null
          }
          onPropose={(meeting) =>
            run('propose', t('actions.proposed'), {
              meeting,
              ...(next === 'engaged' && { confirmDeclarations: standsBy }),
            })
          }
        />
      )}

      {pair.meeting && (
        <section className="pair-path__meeting" aria-labelledby="pair-meeting-title">
          <h2 id="pair-meeting-title">{t('meeting.title')}</h2>
          <MeetingFacts meeting={pair.meeting} />
        </section>
      )}
      {/* The advice is for a meeting still ahead: proposed, planned or next; not once they decide or marry. */}
      {active &&
        (next === 'meeting_planned' || pair.proposal?.meeting || pair.stage === 'meeting_planned') && (
          <SafetyAdvice />
        )}

      {isMember && active && pair.stage !== 'married' && (
        <EndOrStepBack
          canStepBack={current > 0}
          busy={busy}
          otherName={otherName}
          onStepBack={() => void run('step-back', t('actions.steppedBack'))}
          onEnd={(note) => void end(note)}
        />
      )}

      {beforeHistory}

      <section className="pair-path__history" aria-labelledby="pair-history-title">
        <h2 id="pair-history-title">{t('history.title')}</h2>
        <ol>
          {[...pair.history].reverse().map((h, i) => (
            <li key={`${h.at}-${i}`}>
              <span>{t(`history.step.${h.step}`, { who: whoDid(h.by), stage: t(`stage.${h.stage}`) })}</span>
              <time dateTime={h.at}>{formatWhen(h.at, locale)}</time>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

function MeetingFacts({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation('match');
  const { locale } = useLocale();
  return (
    <dl className="pair-path__facts">
      <dt>{t('meeting.date')}</dt>
      <dd>{formatDay(meeting.date, locale)}</dd>
      <dt>{t('meeting.place')}</dt>
      <dd>{t(`meeting.placeType.${meeting.placeType}`)}</dd>
      <dt>{t('meeting.chaperone')}</dt>
      <dd dir="auto">{meeting.chaperone}</dd>
    </dl>
  );
}

/** The site's advice for a first meeting, in the member's language. */
function SafetyAdvice() {
  const { t } = useTranslation('match');
  return (
    <aside className="pair-path__safety" aria-labelledby="pair-safety-title">
      <h2 id="pair-safety-title">{t('safety.title')}</h2>
      <ul>
        {(['family', 'public', 'tell', 'money', 'leave'] as const).map((k) => (
          <li key={k}>{t(`safety.${k}`)}</li>
        ))}
      </ul>
    </aside>
  );
}

/**
 * The engaged step: the member's declaration (marital status, children, wives) as the path knows
 * it, and her word that it is true and current; without it the step is not sent.
 */
function Reconfirm({
  pair,
  checked,
  onChange,
}: {
  pair: PairDetail;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation('match');
  const context = pair.myGender ?? undefined;
  return (
    <fieldset className="pair-path__reconfirm">
      <legend>{t('reconfirm.title')}</legend>
      <p>{t('reconfirm.lead', { context })}</p>
      {pair.myDeclaration ? (
        <DeclarationFacts declaration={pair.myDeclaration} gender={pair.myGender ?? null} />
      ) : (
        <p>{t('reconfirm.unknown')}</p>
      )}
      <label className="pair-path__check">
        <input type="checkbox" required checked={checked} onChange={(e) => onChange(e.target.checked)} />
        {t('reconfirm.check', { context })}
      </label>
    </fieldset>
  );
}

function Propose({
  next,
  busy,
  reconfirm,
  onPropose,
}: {
  next: (typeof PAIR_STAGES)[number];
  busy: boolean;
  /** The engaged step's reconfirmation, inside the form so its box is required. */
  reconfirm: ReactNode;
  onPropose: (meeting?: Meeting) => Promise<void>;
}) {
  const { t } = useTranslation('match');
  const [date, setDate] = useState('');
  const [placeType, setPlaceType] = useState<MeetingPlace>('family_home');
  const [chaperone, setChaperone] = useState('');
  const needsMeeting = next === 'meeting_planned';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void onPropose(
      needsMeeting ? { date: asciiDigits(date), placeType, chaperone: chaperone.trim() } : undefined,
    );
  };

  return (
    <form className="pair-path__propose form" onSubmit={submit}>
      <h2>{t('propose.title')}</h2>
      <p>{t(`propose.lead.${next}`)}</p>
      {needsMeeting && (
        <>
          {/* The site's field styles (styles/forms.css): inputs full width, choices as boxes. */}
          <div className="field">
            <label htmlFor="pair-meeting-date">{t('meeting.date')}</label>
            <input
              id="pair-meeting-date"
              type="date"
              required
              value={date}
              onChange={(e) => setDate(e.target.value)}
            />
          </div>
          <fieldset className="field choice-list">
            <legend>{t('meeting.place')}</legend>
            <div className="choice-list__options">
              {MEETING_PLACES.map((p) => (
                <label key={p} className="choice-list__option">
                  <input
                    type="radio"
                    name="placeType"
                    value={p}
                    checked={placeType === p}
                    onChange={() => setPlaceType(p)}
                  />
                  {t(`meeting.placeType.${p}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="field">
            <label htmlFor="pair-meeting-chaperone">{t('meeting.chaperone')}</label>
            <input
              id="pair-meeting-chaperone"
              type="text"
              required
              minLength={2}
              maxLength={80}
              dir="auto"
              value={chaperone}
              onChange={(e) => setChaperone(e.target.value)}
            />
          </div>
        </>
      )}
      {reconfirm}
      <div className="form__actions">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {t('actions.propose', { stage: t(`stage.${next}`) })}
        </button>
      </div>
    </form>
  );
}

function EndOrStepBack({
  canStepBack,
  busy,
  otherName,
  onStepBack,
  onEnd,
}: {
  canStepBack: boolean;
  busy: boolean;
  otherName: string;
  onStepBack: () => void;
  onEnd: (note: string) => void;
}) {
  const { t } = useTranslation('match');
  const [note, setNote] = useState('');
  return (
    <details className="pair-path__other-steps">
      <summary>{t('actions.otherSteps')}</summary>
      {canStepBack && (
        <button type="button" className="btn btn--ghost" disabled={busy} onClick={onStepBack}>
          {t('actions.stepBack')}
        </button>
      )}
      <div className="field">
        <label htmlFor="pair-end-note">{t('actions.note', { name: otherName })}</label>
        <textarea
          id="pair-end-note"
          maxLength={500}
          rows={2}
          dir="auto"
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
      <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => onEnd(note)}>
        {t('actions.end')}
      </button>
    </details>
  );
}
