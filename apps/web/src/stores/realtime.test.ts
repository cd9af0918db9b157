import { beforeEach, describe, expect, it } from 'vitest';
import { useRealtimeStore } from './realtime';

const store = () => useRealtimeStore.getState();

beforeEach(() => store().reset());

describe('the realtime store', () => {
  it('starts closed, and remembers having been open (so opening reads as reconnecting)', () => {
    expect(store().connection).toBe('closed');
    store().setConnection('opening');
    expect(store().wasOpen).toBe(false);
    store().setConnection('open');
    expect(store()).toMatchObject({ connection: 'open', wasOpen: true, connections: 1 });
    store().setConnection('opening');
    store().setConnection('open');
    store().setConnection('open');
    expect(store()).toMatchObject({ wasOpen: true, connections: 2 });
    store().reset();
    expect(store()).toMatchObject({ connection: 'closed', wasOpen: false, connections: 0 });
  });

  it('records session:closed with a new sequence each time', () => {
    store().noteSessionClosed('rate-limited');
    const first = store().sessionClosed?.seq;
    store().noteSessionClosed('rate-limited');
    expect(store().sessionClosed?.seq).not.toBe(first);
  });
});
