// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { Suspense, useState } from 'react';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NamespaceBoundary } from '../components/namespace-boundary.tsx';
import { namespacesLoader } from './route-namespaces.ts';

// A backend whose namespaces arrive only when the test releases them, as a slow `Config/GetTranslation` would.
const pending = new Map<string, ReadCallback>();
const release = (namespace: string) => act(() => pending.get(namespace)?.(null, { title: `${namespace} labels` }));
const lateBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(_language, namespace, callback) {
    if (namespace === 'common') callback(null, { page: 'Page content' });
    else pending.set(namespace, callback);
  },
};

beforeAll(async () => {
  await i18next
    .use(lateBackend)
    .use(initReactI18next)
    .init({ lng: 'en', fallbackLng: false, ns: ['common'], defaultNS: 'common', react: { useSuspense: true } });
});
afterEach(cleanup);

let pageSpinnerShown = 0;
function PageSpinner() {
  pageSpinnerShown += 1;
  return <p>page spinner</p>;
}

/** The test's namespaces are its own, not the app's typed catalogue. */
type Untyped = { t: (key: string) => string };

/** A panel whose namespace is not loaded when it first renders (the waitlist panel on the booking page). */
function LatePanel({ namespace }: { namespace: string }) {
  const { t } = useTranslation(namespace as never) as unknown as Untyped;
  return <p>{t('title')}</p>;
}

function Page({ namespace, boundary }: { namespace: string; boundary: boolean }) {
  const { t } = useTranslation() as unknown as Untyped;
  const [open, setOpen] = useState(false);
  const panel = <LatePanel namespace={namespace} />;
  return (
    <main>
      <input aria-label="Typed so far" defaultValue="" />
      <p>{t('page')}</p>
      <button type="button" onClick={() => setOpen(true)}>
        Choose a service
      </button>
      {open ? boundary ? <NamespaceBoundary>{panel}</NamespaceBoundary> : panel : null}
    </main>
  );
}

/** The root shell's page-wide Suspense around the page. */
function Shell({ children }: { children: React.ReactNode }) {
  return (
    <I18nextProvider i18n={i18next}>
      <Suspense fallback={<PageSpinner />}>{children}</Suspense>
    </I18nextProvider>
  );
}

describe('a namespace that arrives after the page', () => {
  it('suspends only its own part of the page: the page the user works in stays mounted', async () => {
    pageSpinnerShown = 0;
    render(
      <Shell>
        <Page namespace="waitlistA" boundary />
      </Shell>,
    );
    const typed = screen.getByLabelText('Typed so far') as HTMLInputElement;
    fireEvent.change(typed, { target: { value: 'Casey' } });
    fireEvent.click(screen.getByRole('button', { name: 'Choose a service' }));

    // While the panel's labels load: the page is still there, with what the user typed; a local spinner only.
    expect(screen.getByText('Page content')).toBeTruthy();
    expect((screen.getByLabelText('Typed so far') as HTMLInputElement).value).toBe('Casey');
    expect(screen.queryByText('page spinner')).toBeNull();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();

    await release('waitlistA');
    expect(await screen.findByText('waitlistA labels')).toBeTruthy();
    expect(screen.getByLabelText('Typed so far')).toBe(typed); // the same element: never unmounted
    expect(pageSpinnerShown).toBe(0);
  });

  it("is loaded by the route's loader before the page renders, so the page never suspends", async () => {
    pageSpinnerShown = 0;
    const router = createMemoryRouter(
      [
        { path: '/', element: <p>Previous page</p> },
        { path: '/book', loader: namespacesLoader(['waitlistB']), element: <Page namespace="waitlistB" boundary={false} /> },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <Shell>
        <RouterProvider router={router} />
      </Shell>,
    );
    expect(screen.getByText('Previous page')).toBeTruthy();
    const navigation = router.navigate('/book');
    // The previous page stays while the route's labels load.
    await act(async () => {});
    expect(screen.getByText('Previous page')).toBeTruthy();
    await release('waitlistB');
    await act(async () => {
      await navigation;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Choose a service' }));
    expect(screen.getByText('waitlistB labels')).toBeTruthy();
    expect(screen.getByText('Page content')).toBeTruthy();
    expect(pageSpinnerShown).toBe(0);
  });
});
