import { GuardedTransport } from './guarded-transport';

const message = (id: number) => ({ jsonrpc: '2.0', method: 'ping', id }) as const;

describe('GuardedTransport', () => {
  let frame: HTMLIFrameElement;
  let other: HTMLIFrameElement;
  let now: number;
  let received: unknown[];
  let floods: number;
  let transport: GuardedTransport;

  const post = (data: unknown, source: Window | null, origin = 'null') =>
    window.dispatchEvent(new MessageEvent('message', { data, source, origin }));

  beforeEach(async () => {
    frame = document.body.appendChild(document.createElement('iframe'));
    other = document.body.appendChild(document.createElement('iframe'));
    now = 0;
    received = [];
    floods = 0;
    transport = new GuardedTransport({
      host: window,
      frame: frame.contentWindow!,
      origin: 'null',
      maxPerSecond: 200,
      now: () => now,
      onFlood: () => floods++,
    });
    transport.onmessage = (each) => received.push(each);
    await transport.start();
  });

  afterEach(async () => {
    await transport.close();
    frame.remove();
    other.remove();
  });

  it("reads the frame's JSON-RPC messages", () => {
    post(message(1), frame.contentWindow);
    expect(received).toEqual([message(1)]);
  });

  it('ignores messages from another frame, from the page itself, or from another origin', () => {
    post(message(1), other.contentWindow);
    post(message(2), window);
    post(message(3), null);
    post(message(4), frame.contentWindow, 'https://evil.example');
    expect(received).toEqual([]);
  });

  it('ignores what is not JSON-RPC 2.0', () => {
    post('{"jsonrpc":"2.0"}', frame.contentWindow);
    post({ method: 'ping' }, frame.contentWindow);
    post(null, frame.contentWindow);
    expect(received).toEqual([]);
  });

  it('reads at most maxPerSecond messages a second and warns once for the rest', () => {
    for (let i = 0; i < 10_000; i++) post(message(i), frame.contentWindow);
    expect(received).toHaveLength(200);
    expect(floods).toBe(1);
    now = 1000;
    post(message(10_000), frame.contentWindow);
    expect(received).toHaveLength(201);
  });

  it('stops reading once closed, and tells the bridge once', async () => {
    let closed = 0;
    transport.onclose = () => closed++;
    await transport.close();
    await transport.close();
    post(message(1), frame.contentWindow);
    expect(received).toEqual([]);
    expect(closed).toBe(1);
  });
});
