// A PIN punched on the tablet after a face attempt tells the face sign-in module (its review queue shows who the PIN
// said it was, and wrong PINs). Face sign-in depends on the time clock (a match clocks in), never the reverse
// (module-boundaries.test.ts): the face sign-in module registers these when it is wired.
import type { Tx } from '../../db/client.ts';

export interface FaceAttemptLink {
  /** The PIN's holder finished the face attempt at that store. */
  finishedByPin(tx: Tx, tenantId: string, storeId: string, attemptId: string, employeeId: string, now: Date): Promise<void>;
  /** A wrong PIN after the face attempt at that store. */
  failedPin(tx: Tx, tenantId: string, storeId: string, attemptId: string, now: Date): Promise<void>;
}

// Until face sign-in is wired (a script or test without the app), a face attempt id on a PIN punch is not followed.
let link: FaceAttemptLink = { finishedByPin: async () => {}, failedPin: async () => {} };

export function setFaceAttemptLink(next: FaceAttemptLink) {
  link = next;
}

export const faceAttemptLink = (): FaceAttemptLink => link;
