/** What every upload call looks like to the page: a file in, progress out, the stored asset back. */
export type Sender<T> = (
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
) => Promise<T>;
