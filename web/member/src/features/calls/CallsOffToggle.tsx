import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell, BellOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { problemMessage } from '../../lib/problem-message';
import { useToast } from '../../lib/toast';
import { useLocale } from '../../routes/use-locale';
import { fetchCallsOffIn, setCallsOffIn } from './api/calls-off';

/**
 * The receiver's choice in a conversation's head: take no calls in this one. The caller is then
 * refused (`calls_off`) and learns nothing more.
 */
export function CallsOffToggle({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation('chat');
  const { locale } = useLocale();
  const toast = useToast();
  const client = useQueryClient();
  const key = ['calls', 'off', conversationId];
  const state = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchCallsOffIn(conversationId, signal) });
  const change = useMutation({
    mutationFn: (off: boolean) => setCallsOffIn(conversationId, off),
    onSuccess: (data) => {
      client.setQueryData(key, data);
      toast.success(t(data.off ? 'calls.settings.offDone' : 'calls.settings.onDone'));
    },
    onError: (error) => toast.error(problemMessage(error, locale)),
  });
  const off = state.data?.off ?? false;
  const label = t('calls.settings.off');
  return (
    <button
      type="button"
      className="chat__icon-btn"
      aria-pressed={off}
      aria-label={label}
      title={label}
      disabled={!state.data || change.isPending}
      onClick={() => change.mutate(!off)}
    >
      {off ? <BellOff aria-hidden="true" size={20} /> : <Bell aria-hidden="true" size={20} />}
    </button>
  );
}
