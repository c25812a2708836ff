import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeclarationBadges } from '../../../lib/members/DeclarationBadges';
import { DeclarationFacts } from '../../../lib/members/DeclarationFacts';
import { problemMessage } from '../../../lib/problem-message';
import { useLocale } from '../../../routes/use-locale';
import { attestWardDeclaration, fetchWardDeclaration, wardDeclarationKey } from '../api/guardian-api';
import './ward-declaration.css';

/**
 * A ward's declaration (marital status, children, wives) on her guardian's home, with his word for
 * it: once he attests, her profile reads "attested by her guardian" until she changes it.
 */
export function WardDeclaration({ memberId, name }: { memberId: string; name: string }) {
  const { t } = useTranslation('guardian');
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string>();
  const declaration = useQuery({
    queryKey: wardDeclarationKey(memberId),
    queryFn: ({ signal }) => fetchWardDeclaration(memberId, signal),
  });
  const attest = useMutation({
    mutationFn: () => attestWardDeclaration(memberId),
    onSuccess: (d) => {
      queryClient.setQueryData(wardDeclarationKey(memberId), d);
      setError(undefined);
    },
    onError: (e) => setError(problemMessage(e, locale)),
  });
  const d = declaration.data;
  if (!d?.badges.declared) return null;
  const isolated = '\u2068' + name + '\u2069';
  const context = d.gender ?? undefined;
  return (
    <section className="ward-declaration" aria-labelledby={`ward-declaration-${memberId}`}>
      <h3 id={`ward-declaration-${memberId}`}>{t('declaration.title', { name: isolated })}</h3>
      <DeclarationFacts declaration={d.declaration} gender={d.gender} />
      <DeclarationBadges declaration={d.badges} gender={d.gender} />
      {d.badges.attested ? (
        <p role="status">{t('declaration.attested', { context })}</p>
      ) : (
        <>
          <p>{t('declaration.lead', { context, name: isolated })}</p>
          <button
            type="button"
            className="btn btn--primary"
            disabled={attest.isPending}
            onClick={() => attest.mutate()}
          >
            {t('declaration.attest', { context })}
          </button>
        </>
      )}
      {error && (
        <p className="form__error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
