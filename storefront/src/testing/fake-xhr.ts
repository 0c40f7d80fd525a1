import { vi } from 'vitest';

export interface XhrRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: FormData;
}

type XhrReply = { status: number; body: unknown };

/**
 * Stub XMLHttpRequest (used for uploads with progress): every request reports 50% then 100%
 * upload progress and gets `reply(request)`. Returns the requests made.
 */
export function stubXhr(reply: (request: XhrRequest) => XhrReply): XhrRequest[] {
  const requests: XhrRequest[] = [];

  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private request: XhrRequest = { method: 'GET', url: '', headers: {}, body: new FormData() };

    open(method: string, url: string) {
      this.request = { ...this.request, method, url };
    }

    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }

    send(body: FormData) {
      this.request.body = body;
      requests.push(this.request);
      const progress = (loaded: number) =>
        this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 } as ProgressEvent);
      setTimeout(() => {
        progress(50);
        setTimeout(() => {
          progress(100);
          const { status, body: replyBody } = reply(this.request);
          this.status = status;
          this.responseText = JSON.stringify(replyBody);
          this.onload?.();
        }, 20);
      }, 20);
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return requests;
}
