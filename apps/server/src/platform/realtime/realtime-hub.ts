import type { CalendarChangedEvent } from '@salon/shared';
import type { RealtimeMessage } from './realtime-events.ts';

export interface Subscriber {
  send(text: string): void;
}

/** The sockets of this instance, by tenant and store; a message goes to the sockets of its store only. */
export class RealtimeHub {
  private readonly byStore = new Map<string, Set<Subscriber>>();

  subscribe(tenantId: string, storeId: string, subscriber: Subscriber): () => void {
    const key = `${tenantId}:${storeId}`;
    const set = this.byStore.get(key) ?? new Set<Subscriber>();
    this.byStore.set(key, set);
    set.add(subscriber);
    return () => {
      set.delete(subscriber);
      if (!set.size) this.byStore.delete(key);
    };
  }

  dispatch(message: RealtimeMessage): number {
    const set = this.byStore.get(`${message.tenantId}:${message.storeId}`);
    if (!set) return 0;
    const event: CalendarChangedEvent = {
      type: message.type,
      storeId: message.storeId,
      date: message.date,
      appointmentId: message.appointmentId,
    };
    const text = JSON.stringify(event);
    for (const subscriber of set) {
      try {
        subscriber.send(text);
      } catch {}
    }
    return set.size;
  }

  get size(): number {
    let n = 0;
    for (const set of this.byStore.values()) n += set.size;
    return n;
  }
}
