import { useEffect } from 'react';
import { useEnvironmentConfigQuery } from '../common/config.api.ts';
import { loadHeap } from './heap.ts';

/** Called by the customer layout only: admin pages never load the tracker. */
export function useCustomerAnalytics(): void {
  const { data } = useEnvironmentConfigQuery();
  const appId = data?.heapAppId;
  useEffect(() => {
    if (appId) loadHeap(appId);
  }, [appId]);
}
