/** A Kafka error the broker means as "not yet": a topic still being created, a leader moving. */
export const isTransient = (error: unknown) => {
  const e = error as { retriable?: boolean; name?: string; type?: string } | null;
  return (
    e?.retriable === true ||
    e?.type === 'UNKNOWN_TOPIC_OR_PARTITION' ||
    e?.name === 'KafkaJSNumberOfRetriesExceeded'
  );
};

/**
 * Runs `work` again after transient failures, waiting a little longer each time (about 10 s in
 * all by default); any other failure, or the last transient one, is thrown.
 */
export async function retryTransient<T>(
  work: () => Promise<T>,
  onRetry: (error: unknown, attempt: number) => void = () => undefined,
  { attempts = 8, baseDelayMs = 250 }: { attempts?: number; baseDelayMs?: number } = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isTransient(error)) throw error;
      onRetry(error, attempt);
      await new Promise((resolve) => setTimeout(resolve, baseDelayMs * attempt));
    }
  }
}
