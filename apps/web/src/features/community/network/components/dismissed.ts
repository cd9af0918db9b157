import { SUGGESTION_DISMISS_DAYS } from '@ankur/shared/schemas/community-network';

/**
 * Dismissed suggestions are kept in the browser (decision 36): a private, low-stakes preference
 * with nothing to protect or share between devices; each entry expires after 90 days.
 */
const KEY = 'ankur_network_dismissed';
const DAY_MS = 24 * 60 * 60 * 1000;

type Store = Record<string, number>;

function read(now = Date.now()): Store {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Store;
    const fresh: Store = {};
    for (const [id, at] of Object.entries(raw)) {
      if (typeof at === 'number' && now - at < SUGGESTION_DISMISS_DAYS * DAY_MS) fresh[id] = at;
    }
    return fresh;
  } catch {
    return {};
  }
}

function write(store: Store) {
  try {
    localStorage.setItem(KEY, JSON.stringify(store));
  } catch {
    // private mode or a full store: the dismissal lasts for this visit only
  }
}

/** The user ids dismissed in the last 90 days (for this signed-in user). */
export function dismissedIds(viewerId: number, now = Date.now()): Set<number> {
  const prefix = `${viewerId}:`;
  return new Set(
    Object.keys(read(now))
      .filter((k) => k.startsWith(prefix))
      .map((k) => Number(k.slice(prefix.length))),
  );
}

export function dismiss(viewerId: number, userId: number, now = Date.now()) {
  write({ ...read(now), [`${viewerId}:${userId}`]: now });
}

export function undismiss(viewerId: number, userId: number) {
  const store = read();
  delete store[`${viewerId}:${userId}`];
  write(store);
}
