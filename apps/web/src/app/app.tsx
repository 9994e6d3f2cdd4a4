import { type ReactNode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { PersistGate } from 'redux-persist/integration/react';
import { PageLoader } from '../components/page-loader.tsx';
import { useAppSelector } from './hooks.ts';
import { initI18n } from './i18n.ts';
import { createAppRouter } from './router.tsx';
import { createAppStore } from './store.ts';

/** i18next starts after restoration, in the persisted language. */
function I18nGate({ children }: { children: ReactNode }) {
  const language = useAppSelector((state) => state.commonData.language);
  const [i18n] = useState(() => initI18n(language));
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

export function App() {
  const [{ store, persistor }] = useState(createAppStore);
  const [router] = useState(createAppRouter);
  return (
    <Provider store={store}>
      {/* The app renders only after the persisted state is restored (spec section 3). */}
      <PersistGate loading={<PageLoader />} persistor={persistor}>
        <I18nGate>
          <RouterProvider router={router} />
        </I18nGate>
      </PersistGate>
    </Provider>
  );
}
