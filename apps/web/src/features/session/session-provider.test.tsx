// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_CHANNEL } from '../../api/session-events.ts';
import { json, mockFetch, type RecordedCall } from '../../testing/fetch-mock.ts';
import { useSession } from './session-context.ts';
import { SessionProvider } from './session-provider.tsx';

const session = {
  user: {
    id: 'u1',
    userType: 'admin',
    name: 'Ann Lee',
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann@e2e.test',
    phoneNumber: null,
    tenantId: 't1',
    brandId: null,
    roles: [],
    assumedBy: null,
  },
  accessToken: 'token-1',
  expires: '2030-01-01T00:00:00.000Z',
  accessControls: { store: { view_store_details: true } },
  isStoreOwner: false,
  roles: [],
  ownerMappings: [],
};

function Status() {
  const { status, data } = useSession();
  return <p>{`${status}:${data?.user.name ?? '-'}`}</p>;
}

let signedIn: boolean;
let calls: RecordedCall[];
const sessionGets = () => calls.filter((c) => c.method === 'GET' && c.url === '/api/auth/session').length;
const keepAlives = () => calls.filter((c) => c.method === 'POST' && c.url === '/api/auth/session').length;

async function flush() {
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  });
}

beforeEach(() => {
  signedIn = true;
  calls = mockFetch({
    'GET /api/auth/session': () => json(signedIn ? session : {}),
    'GET /api/auth/csrf': () => json({ csrfToken: 'csrf-1' }),
    'POST /api/auth/session': () => json(session),
    'POST /api/auth/_log': () => json({}),
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete window.__SALON_KEEPALIVE_MS__;
});

describe('SessionProvider', () => {
  it('is loading, then authenticated with the session, or unauthenticated without one', async () => {
    render(
      <SessionProvider pathname="/admin/dashboard">
        <Status />
      </SessionProvider>,
    );
    expect(screen.getByText('loading:-')).toBeTruthy();
    expect(await screen.findByText('authenticated:Ann Lee')).toBeTruthy();
    cleanup();
    signedIn = false;
    render(
      <SessionProvider pathname="/admin/dashboard">
        <Status />
      </SessionProvider>,
    );
    expect(await screen.findByText('unauthenticated:-')).toBeTruthy();
  });

  it('refetches when another tab broadcasts a sign-out', async () => {
    render(
      <SessionProvider pathname="/admin/dashboard">
        <Status />
      </SessionProvider>,
    );
    await screen.findByText('authenticated:Ann Lee');
    signedIn = false;
    const otherTab = new BroadcastChannel(SESSION_CHANNEL);
    otherTab.postMessage({ event: 'session', trigger: 'signout', timestamp: Date.now(), tabId: 'other-tab' });
    otherTab.close();
    expect(await screen.findByText('unauthenticated:-')).toBeTruthy();
  });

  it('refetches when the tab becomes visible again', async () => {
    render(
      <SessionProvider pathname="/admin/dashboard">
        <Status />
      </SessionProvider>,
    );
    await screen.findByText('authenticated:Ann Lee');
    const before = sessionGets();
    signedIn = false;
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await screen.findByText('unauthenticated:-')).toBeTruthy();
    expect(sessionGets()).toBe(before + 1);
  });

  it('sends the keep-alive on ordinary pages but never on /in-store or /user-registration', async () => {
    window.__SALON_KEEPALIVE_MS__ = 1000;
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const view = render(
      <SessionProvider pathname="/in-store">
        <Status />
      </SessionProvider>,
    );
    await flush();
    expect(screen.getByText('authenticated:Ann Lee')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(3500));
    expect(keepAlives()).toBe(0);
    view.rerender(
      <SessionProvider pathname="/user-registration">
        <Status />
      </SessionProvider>,
    );
    await act(async () => vi.advanceTimersByTime(3500));
    expect(keepAlives()).toBe(0);
    view.rerender(
      <SessionProvider pathname="/customer">
        <Status />
      </SessionProvider>,
    );
    await act(async () => vi.advanceTimersByTime(1000));
    await flush();
    expect(keepAlives()).toBe(1);
  });

  it('polls on the configured interval, except while offline', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    render(
      <SessionProvider pathname="/admin/dashboard" pollingSeconds={60}>
        <Status />
      </SessionProvider>,
    );
    await flush();
    const before = sessionGets();
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(sessionGets()).toBe(before + 1);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await act(async () => vi.advanceTimersByTime(120_000));
    expect(sessionGets()).toBe(before + 1);
    onLine.mockRestore();
  });
});
