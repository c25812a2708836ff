import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MARITAL_DOCUMENTS,
  translate,
  type MaritalDocument,
  type MyVerification,
  type SelfiePrompt,
  type VerificationKindState,
} from '@mawadda/contracts';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { problemMessage } from '../../lib/problem-message';
import { useLocale } from '../../routes/use-locale';
import { Badges } from '../../lib/members/Badges';
import { IdDocumentForm } from '../../lib/form/IdDocumentForm';
import {
  askGesture,
  fetchMyVerification,
  MY_VERIFICATION_KEY,
  sendIdDocument,
  sendMaritalDocument,
  sendSelfie,
} from './verification-api';
import '../../lib/members/badges.css';

/** Where one kind stands, and a rejection's reason (the member's notice). */
function KindStatus({ state, approved }: { state: VerificationKindState; approved?: string }) {
  const { t } = useTranslation('badges');
  const { locale } = useLocale();
  return (
    <p
      className={`identity-verification__status identity-verification__status--${state.status}`}
      role="status"
    >
      {state.status === 'approved' && approved ? approved : t(`status.${state.status}`)}
      {state.status === 'rejected' &&
        state.reason &&
        ` ${translate(`badges.reason.${state.reason}`, locale)}`}
    </p>
  );
}

const pickedFile = (e: ChangeEvent<HTMLInputElement>) => e.target.files?.[0];

const canSend = (s: VerificationKindState) => s.status === 'none' || s.status === 'rejected';

/**
 * The document backing what the member declares (marital state, children, wives): which one it
 * is, then the photo or PDF. Staff alone see it; others read only "document checked".
 */
function MaritalDocumentSection({
  state,
  busy,
  onSend,
}: {
  state: VerificationKindState;
  busy: boolean;
  onSend: (document: MaritalDocument, file: File) => void;
}) {
  const { t } = useTranslation('badges');
  const [which, setWhich] = useState<MaritalDocument>('divorce_certificate');
  return (
    <div>
      <h3>{t('declaration.title')}</h3>
      <p>{t('declaration.lead')}</p>
      {/* Checked, she reads what others see of it: the badge, never the document. */}
      <KindStatus state={state} approved={t('declaration.approved')} />
      {canSend(state) && (
        <div className="form">
          <div className="field">
            <label htmlFor="marital-document-which">{t('declaration.which')}</label>
            <select
              id="marital-document-which"
              value={which}
              onChange={(e) => setWhich(e.target.value as MaritalDocument)}
            >
              {MARITAL_DOCUMENTS.map((d) => (
                <option key={d} value={d}>
                  {t(`declaration.document.${d}`)}
                </option>
              ))}
            </select>
          </div>
          <label className="btn btn--ghost">
            {t('declaration.send')}
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp,application/pdf"
              className="visually-hidden"
              disabled={busy}
              onChange={(e) => {
                const file = pickedFile(e);
                e.target.value = '';
                if (file) onSend(which, file);
              }}
            />
          </label>
        </div>
      )}
    </div>
  );
}

/**
 * The selfie with a gesture and the identity document, for the `/verification` page:
 * ask for a gesture, take the photo (the phone's front camera), send it; then pending, approved
 * or rejected with the reason. The document is sent the same way (a photo or a PDF).
 */
export function IdentityVerification() {
  const { t } = useTranslation('badges');
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const state = useQuery({
    queryKey: MY_VERIFICATION_KEY,
    queryFn: ({ signal }) => fetchMyVerification(signal),
  });
  const [prompt, setPrompt] = useState<SelfiePrompt | null>(null);
  const [error, setError] = useState<string | null>(null);
  const done = (v: MyVerification) => {
    queryClient.setQueryData(MY_VERIFICATION_KEY, v);
    setPrompt(null);
    setError(null);
  };
  const fail = (e: unknown) => setError(problemMessage(e, locale));
  const gesture = useMutation({ mutationFn: askGesture, onSuccess: setPrompt, onError: fail });
  const selfie = useMutation({
    mutationFn: (file: File) => sendSelfie(prompt!.id, file),
    onSuccess: done,
    onError: fail,
  });
  const document = useMutation({
    mutationFn: ({ legalName, file }: { legalName: string; file: File }) => sendIdDocument(legalName, file),
    onSuccess: done,
    onError: fail,
  });

  const marital = useMutation({
    mutationFn: ({ document: doc, file }: { document: MaritalDocument; file: File }) =>
      sendMaritalDocument(doc, file),
    onSuccess: done,
    onError: fail,
  });

  if (!state.data) return null;
  const v = state.data;

  return (
    <section className="identity-verification" aria-labelledby="identity-verification-title">
      <h2 id="identity-verification-title">{t('title')}</h2>
      <p>{t('lead')}</p>
      <Badges badges={v.badges} />
      <div>
        <h3>{t('selfie.title')}</h3>
        <KindStatus state={v.selfie} />
        {canSend(v.selfie) &&
          (prompt ? (
            <div>
              <p className="identity-verification__gesture">
                {translate(`badges.gesture.${prompt.gesture}`, locale)}
              </p>
              <label className="btn btn--primary">
                {t('selfie.take')}
                <input
                  type="file"
                  accept="image/*"
                  capture="user"
                  className="visually-hidden"
                  disabled={selfie.isPending}
                  onChange={(e) => {
                    const file = pickedFile(e);
                    if (file) selfie.mutate(file);
                  }}
                />
              </label>
            </div>
          ) : (
            <button type="button" className="btn btn--primary" onClick={() => gesture.mutate()}>
              {t('selfie.start')}
            </button>
          ))}
      </div>
      <div>
        <h3>{t('id.title')}</h3>
        <KindStatus state={v.id} />
        {canSend(v.id) && (
          <IdDocumentForm
            busy={document.isPending}
            sendLabel={t('id.send')}
            onSend={(legalName, file) => document.mutate({ legalName, file })}
          />
        )}
      </div>
      {v.marital && (
        <MaritalDocumentSection
          state={v.marital}
          busy={marital.isPending}
          onSend={(doc, file) => marital.mutate({ document: doc, file })}
        />
      )}
      {error && (
        <p className="form-alert" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
