import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { problemMessage } from '../../lib/problem-message';
import { useToast } from '../../lib/toast';
import { useLocale } from '../../routes/use-locale';
import { fetchCallSettings, setCallSettings } from './api/calls-off';

/** Under my conversations: take no calls at all (each conversation's own choice stays as it is). */
export function CallsEverywhereSwitch() {
  const { t } = useTranslation('chat');
  const { locale } = useLocale();
  const toast = useToast();
  const client = useQueryClient();
  const id = useId();
  const key = ['calls', 'settings'];
  const state = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchCallSettings(signal) });
  const change = useMutation({
    mutationFn: setCallSettings,
    onSuccess: (data) => client.setQueryData(key, data),
    onError: (error) => toast.error(problemMessage(error, locale)),
  });
  return (
    <div className="container calls-everywhere">
      <input
        id={id}
        type="checkbox"
        checked={state.data?.callsOff ?? false}
        disabled={!state.data || change.isPending}
        onChange={(e) => change.mutate(e.target.checked)}
      />
      <label htmlFor={id}>{t('calls.settings.everywhere')}</label>
    </div>
  );
}
