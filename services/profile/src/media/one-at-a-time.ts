/**
 * Runs the given jobs one after another, in the order they were asked for. Image work is CPU
 * bound and uploads are rare next to page views: on a two-core host, two photos re-encoded at once
 * would take both cores from every other request for a second or more. One at a time leaves a
 * core free; an upload waits a little instead. A failed job does not stop the ones behind it.
 */
export function oneAtATime(): <T>(job: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(job: () => Promise<T>): Promise<T> => {
    const run = tail.then(job);
    tail = run.catch(() => undefined);
    return run;
  };
}
