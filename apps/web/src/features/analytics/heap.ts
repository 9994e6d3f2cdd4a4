/** Product-usage analytics (Heap). Loaded only in the customer area and only when configured. */
const METHODS = ['addEventProperties', 'addUserProperties', 'clearEventProperties', 'identify', 'resetIdentity', 'track'] as const;

type HeapQueue = unknown[][] & { appid?: string } & Partial<Record<(typeof METHODS)[number], (...args: unknown[]) => void>>;

declare global {
  interface Window {
    heap?: HeapQueue;
  }
}

export const HEAP_SCRIPT_ID = 'heap-analytics';

export function loadHeap(appId: string): void {
  if (!appId || document.getElementById(HEAP_SCRIPT_ID)) return;
  // Calls made before the script arrives are queued, as Heap's own snippet does.
  const queue: HeapQueue = Object.assign([] as unknown[][], { appid: appId });
  for (const method of METHODS) queue[method] = (...args: unknown[]) => void queue.push([method, ...args]);
  window.heap = queue;
  const script = document.createElement('script');
  script.id = HEAP_SCRIPT_ID;
  script.async = true;
  script.src = `https://cdn.heapanalytics.com/js/heap-${encodeURIComponent(appId)}.js`;
  document.head.appendChild(script);
}
