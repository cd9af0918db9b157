// The clients of `npm run bench:realtime`, run in a child process so that the server's memory
// figure counts the server only and the clients have a core of their own. The parent sends one
// request at a time over IPC ({ id, op, … }); the child answers { id, ok, result | error }. It
// exits when the parent disconnects.
//
// Times are `performance.timeOrigin + performance.now()` (ms since the epoch, sub-millisecond);
// the parent measures the offset between the two processes' clocks with 'ping'.
import type { ClientToServerEvents, ServerToClientEvents } from '@ankur/shared/realtime';
import type { TMessage } from '@ankur/shared/schemas/messages';
import { io, type Socket } from 'socket.io-client';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export type ClientRequest =
  | { op: 'ping' }
  | { op: 'connect'; url: string; cookies: string[]; concurrency: number }
  | { op: 'disconnect' }
  /** start recording 'notification:unread' payloads of `base` … `base + count - 1` */
  | { op: 'record'; base: number; count: number }
  /** the receive times recorded since 'record': one array per broadcast */
  | { op: 'receipts' }
  /** bench:community: start recording every 'post:new' a socket receives, by post id */
  | { op: 'recordPosts' }
  /** the receive times of each post id since 'recordPosts' */
  | { op: 'postReceipts' }
  | {
      op: 'messages';
      url: string;
      /** the sender: its session cookie (HTTP) */
      senderCookie: string;
      /** the receiver: its user id and the index of its (connected) socket */
      receiver: { userId: number; index: number };
      rate: number;
      seconds: number;
    };

export interface ConnectResult {
  connected: number;
  failed: number;
  ms: number;
  errors: string[];
}

export interface MessagesResult {
  skipped?: string;
  sent: number;
  httpOk: number;
  httpFailed: number;
  httpErrors: string[];
  received: number;
  duplicates: number;
  /** round trips in ms (B's receive − A's send start), sorted */
  roundTrips: number[];
  /** HTTP answer times of the sends in ms, sorted */
  httpTimes: number[];
  /** how many sends per second were actually started */
  achievedRate: number;
  /** answered sends per second, from the first send to the last answer: what the server kept up with */
  servedRate: number;
}

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let sockets: ClientSocket[] = [];
let recording: { base: number; times: number[][] } | null = null;
let postTimes: Map<number, number[]> | null = null;

function open(url: string, cookie: string): Promise<ClientSocket | string> {
  return new Promise((resolve) => {
    const socket: ClientSocket = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      timeout: 20000,
      extraHeaders: { cookie },
    });
    socket.on('notification:unread', ({ unread }) => {
      const r = recording;
      if (r && unread >= r.base && unread < r.base + r.times.length) r.times[unread - r.base]!.push(now());
    });
    socket.on('post:new', ({ post_id }) => {
      const times = postTimes;
      if (!times) return;
      const list = times.get(post_id) ?? [];
      list.push(now());
      times.set(post_id, list);
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      resolve(err.message);
    });
  });
}

async function connectAll(url: string, cookies: string[], concurrency: number): Promise<ConnectResult> {
  const t0 = performance.now();
  const out: (ClientSocket | null)[] = new Array(cookies.length).fill(null);
  const errors: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < cookies.length) {
      const i = next++;
      const s = await open(url, cookies[i]!);
      if (typeof s === 'string') errors.push(s);
      else out[i] = s;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  sockets = out.filter((s): s is ClientSocket => s !== null);
  const failed = out.length - sockets.length;
  if (failed) {
    // keep indexes meaningful: a failed connect is fatal for the bench anyway
    for (const s of sockets) s.close();
    sockets = [];
  }
  return {
    connected: out.length - failed,
    failed,
    ms: performance.now() - t0,
    errors: [...new Set(errors)].slice(0, 5),
  };
}

async function disconnectAll(): Promise<void> {
  for (const s of sockets) s.disconnect();
  sockets = [];
  await sleep(500);
}

/** Short text of a failed answer: status and the API's message. */
async function failure(res: Response): Promise<string> {
  const body = await res.text().catch(() => '');
  let message = body.slice(0, 160);
  try {
    message = (JSON.parse(body) as { message?: string }).message ?? message;
  } catch {}
  return `${res.status} ${message}`;
}

async function messages(req: Extract<ClientRequest, { op: 'messages' }>): Promise<MessagesResult> {
  const empty: MessagesResult = {
    sent: 0,
    httpOk: 0,
    httpFailed: 0,
    httpErrors: [],
    received: 0,
    duplicates: 0,
    roundTrips: [],
    httpTimes: [],
    achievedRate: 0,
    servedRate: 0,
  };
  const headers = { cookie: req.senderCookie, origin: req.url, 'content-type': 'application/json' };
  const created = await fetch(`${req.url}/api/conversations`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ kind: 'direct', user_id: req.receiver.userId }),
  });
  if (created.status === 404) return { ...empty, skipped: 'messages API not available' };
  if (!created.ok) return { ...empty, skipped: `POST /api/conversations answered ${await failure(created)}` };
  const { conversation_id } = (await created.json()) as { conversation_id: number };
  const receiver = sockets[req.receiver.index];
  if (!receiver) return { ...empty, skipped: 'the receiving client is not connected' };

  const sentAt = new Map<string, number>();
  const seen = new Set<string>();
  const roundTrips: number[] = [];
  let duplicates = 0;
  const onMessage = (m: TMessage) => {
    const t = now();
    const start = m.client_id ? sentAt.get(m.client_id) : undefined;
    if (start === undefined || !m.client_id) return;
    if (seen.has(m.client_id)) duplicates++;
    else {
      seen.add(m.client_id);
      roundTrips.push(t - start);
    }
  };
  receiver.on('message:new', onMessage);

  const total = Math.round(req.rate * req.seconds);
  const gap = 1000 / req.rate;
  const httpTimes: number[] = [];
  const httpErrors: string[] = [];
  let httpOk = 0;
  let httpFailed = 0;
  const inFlight: Promise<void>[] = [];
  const run = `${process.pid.toString(36)}-${Date.now().toString(36)}`;
  const t0 = performance.now();
  for (let k = 0; k < total; k++) {
    // open loop: each send starts on its own schedule, whether or not earlier ones answered
    const wait = t0 + k * gap - performance.now();
    if (wait > 1) await sleep(wait);
    const clientId = `bench-${run}-${k}`;
    const start = now();
    sentAt.set(clientId, start);
    inFlight.push(
      fetch(`${req.url}/api/conversations/${conversation_id}/messages`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ body: `Benchmark message ${k}`, client_id: clientId }),
      })
        .then(async (res) => {
          httpTimes.push(now() - start);
          if (res.ok) {
            httpOk++;
            await res.arrayBuffer();
          } else {
            httpFailed++;
            if (httpErrors.length < 5) httpErrors.push(await failure(res));
          }
        })
        .catch((err: Error & { cause?: { code?: string; message?: string } }) => {
          httpFailed++;
          if (httpErrors.length < 5)
            httpErrors.push(`${err.message} (${err.cause?.code ?? err.cause?.message ?? '?'})`);
        }),
    );
  }
  const achievedRate = total / ((performance.now() - t0) / 1000);
  await Promise.all(inFlight);
  const servedRate = httpOk / ((performance.now() - t0) / 1000);
  // stragglers: up to 5 s for the last deliveries
  const deadline = performance.now() + 5000;
  while (seen.size < httpOk && performance.now() < deadline) await sleep(20);
  receiver.off('message:new', onMessage);
  return {
    sent: total,
    httpOk,
    httpFailed,
    httpErrors: [...new Set(httpErrors)],
    received: seen.size,
    duplicates,
    roundTrips: roundTrips.sort((a, b) => a - b),
    httpTimes: httpTimes.sort((a, b) => a - b),
    achievedRate,
    servedRate,
  };
}

async function handle(req: ClientRequest): Promise<unknown> {
  switch (req.op) {
    case 'ping':
      return { t: now() };
    case 'connect':
      return connectAll(req.url, req.cookies, req.concurrency);
    case 'disconnect':
      return disconnectAll();
    case 'record':
      recording = { base: req.base, times: Array.from({ length: req.count }, () => []) };
      return null;
    case 'receipts': {
      const times = recording?.times ?? [];
      recording = null;
      return times;
    }
    case 'messages':
      return messages(req);
    case 'recordPosts':
      postTimes = new Map();
      return null;
    case 'postReceipts': {
      const out = Object.fromEntries(postTimes ?? []);
      postTimes = null;
      return out;
    }
  }
}

process.on('message', (msg: { id: number } & ClientRequest) => {
  handle(msg).then(
    (result) => process.send?.({ id: msg.id, ok: true, result }),
    (err: Error) => process.send?.({ id: msg.id, ok: false, error: err.stack ?? String(err) }),
  );
});
process.on('disconnect', () => {
  for (const s of sockets) s.close();
  process.exit(0);
});
