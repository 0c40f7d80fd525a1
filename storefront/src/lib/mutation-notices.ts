import { notifyError, toast } from './notify';

/** What the shop's write routes answer: `{ success, message }` and sometimes more. */
export interface MessageBody {
  message?: string;
}

interface NoticeOptions<R> {
  /** After the success notice (e.g. go back). */
  onSuccess?: (body: R) => void;
  /** Title of the 400 notice (spec §8); 'Please Try Again!' by default. */
  errorTitle?: string;
}

/**
 * Runs a write and tells the user how it went: success → the server's message as a notice;
 * failure → the central error handling (notifyError). Resolves with the body, or undefined on failure.
 */
export async function withNotices<R extends MessageBody>(
  run: () => Promise<R>,
  { onSuccess, errorTitle }: NoticeOptions<R> = {},
): Promise<R | undefined> {
  try {
    const body = await run();
    if (body?.message) toast.success(body.message);
    onSuccess?.(body);
    return body;
  } catch (error) {
    notifyError(error, errorTitle);
    return undefined;
  }
}
