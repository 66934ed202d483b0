// A fake XMLHttpRequest, the edge of an upload (uploadEndpoint reports progress through it):
// records the request (method, address, headers, body) and answers when the test says so, after
// any progress the test reports. The newest request is `FakeXhr.last`, every one since the test
// emptied it is in `FakeXhr.all`.
//
//   vi.stubGlobal('XMLHttpRequest', FakeXhr);
//   ... choose a file ...
//   await waitFor(() => expect(FakeXhr.last).not.toBeNull());
//   act(() => FakeXhr.last!.progress(50, 100));
//   act(() => FakeXhr.last!.respond(201, answer));
export class FakeXhr {
  static last: FakeXhr | null = null;
  static all: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
    FakeXhr.all.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  getResponseHeader() {
    return null;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}
