import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LOCALES, type Locale, type Story } from '@mawadda/contracts';
import { ApiProblem } from '../../../lib/api';
import { formatList } from '../../../lib/format';
import { problemMessage } from '../../../lib/problem-message';
import { useToast } from '../../../lib/toast';
import { useLocale } from '../../../routes/use-locale';
import { LOCALE_NAMES } from '../../../shell/LanguageSwitcher';
import { agreeToStory, fetchMyStory, myStoryKey, saveStory, withdrawStory } from '../api/story-api';
import './pair-path.css';

interface Draft {
  title: string;
  body: string;
  languages: Locale[];
  names: [string, string];
}

const draftOf = (s: Story | null, locale: Locale): Draft => ({
  title: s?.title ?? '',
  body: s?.body ?? '',
  languages: s?.languages ?? [locale],
  names: [s?.names[0] ?? '', s?.names[1] ?? ''],
});

/**
 * "Write our story", on a married pair's path (match README: success stories): either of us writes
 * or edits it; it goes to the site's team only once we both agreed to the same text, and either of
 * us takes it down at any time.
 */
export function OurStory({ pairId, me, otherName }: { pairId: string; me: string; otherName: string }) {
  const { t } = useTranslation('match');
  const { locale, to } = useLocale();
  const client = useQueryClient();
  const toast = useToast();
  const mine = useQuery({
    queryKey: myStoryKey(pairId),
    queryFn: ({ signal }) => fetchMyStory(pairId, signal),
  });
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<Draft>();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  if (mine.isError)
    return (
      <p className="form__error" role="alert">
        {problemMessage(mine.error, locale)}
      </p>
    );
  if (!mine.data) return null;
  const story = mine.data.story;
  const form = draft ?? draftOf(story, locale);
  const showForm = !story || editing;

  const act = async (call: () => Promise<{ story: Story | null }>, done: string) => {
    setBusy(true);
    setErrors([]);
    try {
      client.setQueryData(myStoryKey(pairId), await call());
      setEditing(false);
      setDraft(undefined);
      toast.success(done);
    } catch (err) {
      const fields = err instanceof ApiProblem ? err.fieldErrors : [];
      // The server's own words per field (already in my language), named by the field.
      setErrors(
        fields.length
          ? fields.map((f) => `${t(`story.fields.${f.field.split('.')[0]}`)}: ${f.message}`)
          : [problemMessage(err, locale)],
      );
    } finally {
      setBusy(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void act(
      () =>
        saveStory(pairId, {
          title: form.title,
          body: form.body,
          languages: form.languages,
          names: form.names.map((n) => n.trim()).filter(Boolean),
        }),
      t('story.saved'),
    );
  };
  const set = (patch: Partial<Draft>) => setDraft({ ...form, ...patch });
  const toggleLanguage = (l: Locale) =>
    set({
      languages: form.languages.includes(l) ? form.languages.filter((x) => x !== l) : [...form.languages, l],
    });

  const agreedByMe = story?.agreedBy.includes(me) ?? false;
  const agreedByOther = story ? story.agreedBy.some((id) => id !== me) : false;
  const readIn: Locale | undefined = story?.languages.includes(locale) ? locale : story?.languages[0];

  return (
    <section className="our-story" aria-labelledby="our-story-title">
      <h2 id="our-story-title">{t('story.title')}</h2>
      <p>{t('story.lead', { name: otherName })}</p>

      {story && !showForm && (
        <>
          <p
            className={`our-story__status ${story.status === 'rejected' ? 'is-rejected' : ''}`}
            role="status"
          >
            {t(`story.status.${story.status}`)}
            {story.status === 'draft' && (
              <>
                {' '}
                {agreedByMe && !agreedByOther && t('story.agreedByYou', { name: otherName })}
                {agreedByOther && !agreedByMe && t('story.agreedByOther', { name: otherName })}
                {!agreedByMe && !agreedByOther && t('story.agreedByNobody')}
              </>
            )}
          </p>
          {story.status === 'rejected' && story.rejectReason && (
            <p>
              {t('story.rejectReason')} <q dir="auto">{story.rejectReason}</q>
            </p>
          )}
          <article className="card">
            <h3 dir="auto">{story.title}</h3>
            <p className="our-story__text" dir="auto">
              {story.body}
            </p>
            <p className="our-story__meta">
              {t('story.languagesShown', {
                languages: story.languages.map((l) => LOCALE_NAMES[l]).join(t('listSeparator')),
              })}
              {story.names.length > 0 &&
                ` · ${t('story.signedAs', { names: formatList(story.names, locale) })}`}
            </p>
          </article>
          <div className="our-story__actions">
            {(story.status === 'draft' || story.status === 'withdrawn') && !agreedByMe && (
              <button
                type="button"
                className="btn btn--primary"
                disabled={busy}
                onClick={() => void act(() => agreeToStory(pairId, story.revision), t('story.agreed'))}
              >
                {t('story.agree')}
              </button>
            )}
            <button type="button" className="btn btn--ghost" onClick={() => setEditing(true)}>
              {t('story.edit')}
            </button>
            {(story.status === 'pending' || story.status === 'published') && (
              <button
                type="button"
                className="btn btn--ghost"
                disabled={busy}
                onClick={() => void act(() => withdrawStory(pairId), t('story.withdrawn'))}
              >
                {t('story.withdraw')}
              </button>
            )}
            {story.status === 'published' && readIn && (
              <Link to={to(`/stories/${story.id}`)}>{t('story.seeOnSite')}</Link>
            )}
          </div>
          {story.status !== 'pending' && <p className="field__hint">{t('story.editResets')}</p>}
        </>
      )}

      {showForm && (
        <form className="form" onSubmit={submit}>
          <div className="field">
            <label htmlFor="our-story-title-input">{t('story.fields.title')}</label>
            <input
              id="our-story-title-input"
              type="text"
              required
              minLength={3}
              maxLength={120}
              dir="auto"
              value={form.title}
              onChange={(e) => set({ title: e.target.value })}
            />
          </div>
          <div className="field">
            <label htmlFor="our-story-body">{t('story.fields.body')}</label>
            <textarea
              id="our-story-body"
              required
              minLength={50}
              maxLength={5000}
              dir="auto"
              aria-describedby="our-story-body-hint"
              value={form.body}
              onChange={(e) => set({ body: e.target.value })}
            />
            <span id="our-story-body-hint" className="field__hint">
              {t('story.bodyHint')}
            </span>
          </div>
          <fieldset className="our-story__languages">
            <legend className="our-story__legend">{t('story.fields.languages')}</legend>
            {LOCALES.map((l) => (
              <label key={l}>
                <input
                  type="checkbox"
                  checked={form.languages.includes(l)}
                  onChange={() => toggleLanguage(l)}
                />{' '}
                <span lang={l}>{LOCALE_NAMES[l]}</span>
              </label>
            ))}
          </fieldset>
          <p className="field__hint">{t('story.namesRule')}</p>
          <div className="form__row">
            {[0, 1].map((i) => (
              <div key={i} className="field">
                <label htmlFor={`our-story-name-${i}`}>
                  {t(i === 0 ? 'story.nameYours' : 'story.nameTheirs', { name: otherName })}
                </label>
                <input
                  id={`our-story-name-${i}`}
                  type="text"
                  maxLength={20}
                  dir="auto"
                  value={form.names[i]}
                  onChange={(e) => {
                    const names: [string, string] = [...form.names];
                    names[i] = e.target.value;
                    set({ names });
                  }}
                />
              </div>
            ))}
          </div>
          {errors.length > 0 && (
            <ul className="form__error" role="alert">
              {errors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          )}
          <div className="our-story__actions">
            <button type="submit" className="btn btn--primary" disabled={busy || form.languages.length === 0}>
              {t('story.save')}
            </button>
            {story && (
              <button
                type="button"
                className="btn btn--ghost"
                onClick={() => {
                  setEditing(false);
                  setDraft(undefined);
                  setErrors([]);
                }}
              >
                {t('story.cancel')}
              </button>
            )}
          </div>
          {story && <p className="field__hint">{t('story.editResets')}</p>}
        </form>
      )}
      {errors.length > 0 && !showForm && (
        <p className="form__error" role="alert">
          {errors.join(' ')}
        </p>
      )}
    </section>
  );
}
