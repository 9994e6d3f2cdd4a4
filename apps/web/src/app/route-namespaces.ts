import i18next from 'i18next';

/**
 * A route loader that loads the label namespaces a page declares before the page renders, so a component asking
 * for one of them later finds it loaded instead of suspending the page. The previous page stays on screen while the
 * labels load (a loader, unlike a render-time suspension, never shows the page-wide spinner mid-use).
 */
export function namespacesLoader(namespaces: readonly string[]): () => Promise<null> {
  return async () => {
    if (i18next.isInitialized) await i18next.loadNamespaces([...namespaces]);
    return null;
  };
}
