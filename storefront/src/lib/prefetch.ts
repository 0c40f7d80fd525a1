/**
 * Answers the boot script (src/app/shell/boot.ts) fetched before the app ran, by URL. Each
 * is handed out once, to the first GET of that URL.
 */
type Early = Record<string, Promise<Response | undefined>>;

export function takePrefetched(url: string): Promise<Response | undefined> | undefined {
  const early = (window as unknown as { __prefetch?: Early }).__prefetch;
  const answer = early?.[url];
  if (answer) delete early[url];
  return answer;
}
