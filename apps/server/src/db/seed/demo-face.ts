// Demo face sign-in (issue 14): cutter@demo.salon is enrolled at the first store from the fixture photo
// apps/server/src/modules/face-sign-in/fixtures/person-a-webcam.jpg (MIT, see that folder's README). Only the
// template is stored (demo-face-template.json, computed from that photo by the face engine), never the photo,
// so choosing that file at /admin/face matches, and the cutter's PIN (1111) signs them in. Two weak attempts
// from yesterday wait in the managers' review queue (/admin/face/review).
import { FACE_MATCH_THRESHOLD, FACE_POLICY_VERSION } from '@salon/shared';
import { faceAttempts, faceTemplates } from '../../modules/face-sign-in/face-sign-in.tables.ts';
import { withTenant } from '../../platform/tenancy.ts';
import type { Db } from '../client.ts';
import template from './demo-face-template.json' with { type: 'json' };

export const DEMO_FACE_PHOTO = 'apps/server/src/modules/face-sign-in/fixtures/person-a-webcam.jpg';

export async function seedDemoFace(db: Db, input: { tenantId: string; storeId: string; cutterId: string; now: Date }) {
  const { tenantId, storeId, cutterId, now } = input;
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
  await withTenant(db, tenantId, async (tx) => {
    await tx.insert(faceTemplates).values({
      tenantId,
      employeeId: cutterId,
      embedding: template as number[],
      policyVersion: FACE_POLICY_VERSION,
      consentedAt: hoursAgo(72),
      consentedBy: cutterId,
      lastUsedAt: hoursAgo(72),
    });
    const weak = { tenantId, storeId, outcome: 'weak' as const, threshold: FACE_MATCH_THRESHOLD, employeeId: cutterId };
    await tx.insert(faceAttempts).values([
      {
        ...weak,
        mode: 'clock_in',
        score: 470,
        resolvedBy: 'pin',
        resolvedEmployeeId: cutterId,
        resolvedAt: hoursAgo(26),
        createdAt: hoursAgo(26),
      },
      { ...weak, mode: 'sign_in', score: 430, pinFailures: 2, createdAt: hoursAgo(20) },
    ]);
  });
}
