import { Mic, MicOff, Phone, PhoneOff, SwitchCamera, Video, VideoOff, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallView, MemberCard } from '@mawadda/contracts';
import { displayName } from '../../lib/display-name';
import { MemberAvatar } from '../../lib/members/MemberAvatar';
import { myMemberId } from '../../lib/my-member-id';
import { useLocale } from '../../routes/use-locale';
import { useCalls } from './call-context';
import { useCallCards } from './use-call-cards';

/**
 * The call over any page: ringing for me (answer, decline; her guardian: who calls, the card,
 * join), then the call itself (the others' video or initials, my preview, mute, camera off,
 * switch camera on phones, a connection-quality hint, hang up). Nothing is recorded, and it says so.
 */
export function CallScreen() {
  const { call, session, ended, dismissEnded } = useCalls();
  const { t } = useTranslation('chat');
  // "Missed call", "Busy", "Declined" for a few seconds, then gone.
  useEffect(() => {
    if (!ended) return;
    const timer = setTimeout(dismissEnded, 4000);
    return () => clearTimeout(timer);
  }, [ended, dismissEnded]);
  if (!call && ended?.endReason)
    return (
      <div className="call-toast" role="status">
        {t(`calls.ended.${ended.endReason}`)}
        <button
          type="button"
          className="call-toast__close"
          onClick={dismissEnded}
          aria-label={t('calls.close')}
        >
          <X aria-hidden="true" size={16} />
        </button>
      </div>
    );
  if (!call) return null;
  return session ? <InCall call={call} /> : <Ringing call={call} />;
}

function Ringing({ call }: { call: CallView }) {
  const { t } = useTranslation('chat');
  const { locale } = useLocale();
  const { accept, decline, join, hangUp } = useCalls();
  const me = myMemberId();
  const cards = useCallCards(call);
  const [busy, setBusy] = useState(false);
  const caller = cards(call.callerId);
  const callerName = caller ? displayName(caller, locale) : t('unknownMember');
  const guardian = me !== null && call.guardianIds.includes(me);
  const ward = cards(call.calleeId);
  const act = (f: () => Promise<void>) => () => {
    setBusy(true);
    void f().finally(() => setBusy(false));
  };
  // My own call, before the callee answered, is shown by InCall; this is for the ones called.
  if (me === call.callerId) return null;
  return (
    <div className="call call--ringing" role="dialog" aria-modal="true" aria-labelledby="call-title">
      <div className="call__ring">
        <MemberAvatar card={caller} name={callerName} />
        <h2 id="call-title" className="call__title">
          <bdi>{callerName}</bdi>
        </h2>
        <p className="call__status">
          {guardian
            ? t('calls.guardianRinging', {
                name: callerName,
                ward: ward ? displayName(ward, locale) : t('unknownMember'),
                context: caller?.gender ?? undefined,
              })
            : t(`calls.incoming.${call.media}`, { context: caller?.gender ?? undefined })}
        </p>
        {guardian && caller && <CallerCard card={caller} name={callerName} />}
        <p className="call__private">{t('calls.notRecorded')}</p>
        <div className="call__actions">
          {guardian ? (
            <button type="button" className="call__btn call__btn--accept" disabled={busy} onClick={act(join)}>
              <Phone aria-hidden="true" />
              <span>{t('calls.join')}</span>
            </button>
          ) : (
            <>
              <button
                type="button"
                className="call__btn call__btn--decline"
                disabled={busy}
                onClick={act(decline)}
              >
                <PhoneOff aria-hidden="true" />
                <span>{t('calls.decline')}</span>
              </button>
              <button
                type="button"
                className="call__btn call__btn--accept"
                disabled={busy}
                onClick={act(accept)}
              >
                {call.media === 'video' ? <Video aria-hidden="true" /> : <Phone aria-hidden="true" />}
                <span>{t('calls.accept')}</span>
              </button>
            </>
          )}
          {guardian && (
            <button type="button" className="call__btn call__btn--ghost" onClick={act(hangUp)}>
              <X aria-hidden="true" />
              <span>{t('calls.notNow')}</span>
            </button>
          )}
        </div>
      </div>
    </div>
  );
}

/** What her guardian sees of the caller before joining: the card (photo as it may be shown, name, age). */
function CallerCard({ card, name }: { card: MemberCard; name: string }) {
  const { t } = useTranslation('chat');
  return (
    <div className="call__card">
      <p>
        <bdi>{name}</bdi>
      </p>
      {card.age !== null && <p className="call__card-facts">{t('calls.card.age', { age: card.age })}</p>}
    </div>
  );
}

function InCall({ call }: { call: CallView }) {
  const { t } = useTranslation('chat');
  const { locale } = useLocale();
  const { session, hangUp } = useCalls();
  const cards = useCallCards(call);
  const me = myMemberId();
  if (!session) return null;
  const others = [call.callerId, call.calleeId, ...call.guardianIds].filter((id) => id !== me);
  const quality = session.quality();
  // A guardian has no member card: he is "the guardian" to both.
  const nameOf = (id: string) => {
    if (call.guardianIds.includes(id)) return t('calls.guardian');
    const card = cards(id);
    return card ? displayName(card, locale) : t('unknownMember');
  };
  const status =
    call.state === 'ringing'
      ? t('calls.ringing')
      : call.state === 'paused'
        ? // Before the guardian first joined the two were never connected; after, he left.
          t(call.connectedAt ? 'calls.paused' : 'calls.waitingGuardian')
        : quality
          ? t(`calls.quality.${quality}`)
          : t('calls.connecting');
  return (
    <div className={`call call--${call.media}`} role="dialog" aria-modal="true" aria-labelledby="call-title">
      <h2 id="call-title" className="visually-hidden">
        {t(`calls.title.${call.media}`)}
      </h2>
      <p
        className={`call__status call__status--${quality ?? 'none'}`}
        role="status"
        data-call-state={call.state}
      >
        {status}
      </p>
      <ul className={`call__tiles call__tiles--${others.length}`}>
        {others.map((id) => (
          <RemoteTile
            key={id}
            stream={session.peers.get(id)?.stream ?? null}
            name={nameOf(id)}
            card={cards(id)}
            video={call.media === 'video'}
            joined={call.joined.includes(id)}
          />
        ))}
      </ul>
      {call.media === 'video' && session.local && (
        <LocalPreview stream={session.local} off={session.cameraOff} label={t('calls.you')} />
      )}
      <p className="call__private">{t('calls.notRecorded')}</p>
      <div className="call__controls">
        <button
          type="button"
          className="call__btn call__btn--ghost"
          aria-pressed={session.muted}
          onClick={() => session.setMuted(!session.muted)}
        >
          {session.muted ? <MicOff aria-hidden="true" /> : <Mic aria-hidden="true" />}
          <span>{t(session.muted ? 'calls.unmute' : 'calls.mute')}</span>
        </button>
        {call.media === 'video' && (
          <>
            <button
              type="button"
              className="call__btn call__btn--ghost"
              aria-pressed={session.cameraOff}
              onClick={() => session.setCameraOff(!session.cameraOff)}
            >
              {session.cameraOff ? <VideoOff aria-hidden="true" /> : <Video aria-hidden="true" />}
              <span>{t(session.cameraOff ? 'calls.cameraOn' : 'calls.cameraOff')}</span>
            </button>
            <button
              type="button"
              className="call__btn call__btn--ghost call__switch"
              onClick={() => void session.switchCamera()}
            >
              <SwitchCamera aria-hidden="true" />
              <span>{t('calls.switchCamera')}</span>
            </button>
          </>
        )}
        <button type="button" className="call__btn call__btn--decline" onClick={() => void hangUp()}>
          <PhoneOff aria-hidden="true" />
          <span>{t('calls.hangUp')}</span>
        </button>
      </div>
    </div>
  );
}

function RemoteTile({
  stream,
  name,
  card,
  video,
  joined,
}: {
  stream: MediaStream | null;
  name: string;
  card: MemberCard | null;
  video: boolean;
  joined: boolean;
}) {
  const { t } = useTranslation('chat');
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  });
  return (
    <li className="call__tile">
      {stream ? (
        <video ref={ref} autoPlay playsInline className={video ? 'call__video' : 'visually-hidden'} />
      ) : null}
      {(!stream || !video) && (
        <div className="call__placeholder">
          <MemberAvatar card={card} name={name} />
        </div>
      )}
      <p className="call__name">
        <bdi>{name}</bdi>
        {!joined && <span className="call__tag">{t('calls.notJoined')}</span>}
      </p>
    </li>
  );
}

function LocalPreview({ stream, off, label }: { stream: MediaStream; off: boolean; label: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  });
  return (
    <div className="call__self" aria-label={label}>
      {!off && <video ref={ref} autoPlay playsInline muted />}
    </div>
  );
}
