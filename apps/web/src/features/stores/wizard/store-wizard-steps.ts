import { CALENDAR, type Store } from '@salon/shared';
import type { DraftEdit } from '../../../components/wizard/wizard-draft.ts';
import type { StoreDraftSteps } from '../store-wizard-slice.ts';
import { storeBasicStep } from './store-basic-step.tsx';
import { storeDetailsStep } from './store-details-step.tsx';
import { storeImagesStep } from './store-images-step.tsx';
import { storeLegalStep } from './store-legal-step.tsx';
import { storeOtherStep } from './store-other-step.tsx';
import { storePaymentsStep } from './store-payments-step.tsx';

/** Spec section 2: basic details, store details, legal info, images, payments info, other info (then review). */
export const STORE_STEPS = [storeBasicStep, storeDetailsStep, storeLegalStep, storeImagesStep, storePaymentsStep, storeOtherStep];

/** A saved store as wizard steps, for edit (nulls become empty inputs). */
export function storeToDraft(store: Store): DraftEdit<StoreDraftSteps> {
  const { basicDetails, storeDetails, legalInfo, paymentsInfo, otherInfo } = store;
  const { address } = basicDetails;
  return {
    id: store.id,
    steps: {
      basicDetails: {
        name: basicDetails.name,
        brandId: basicDetails.brandId,
        phoneNumber: basicDetails.phoneNumber ?? '',
        email: basicDetails.email ?? '',
        address: {
          addressLine1: address.addressLine1 ?? '',
          addressLine2: address.addressLine2 ?? '',
          city: address.city ?? '',
          state: address.state ?? '',
          postalCode: address.postalCode ?? '',
        },
      },
      storeDetails: {
        ...storeDetails,
        geoPosition: storeDetails.geoPosition ?? '',
        slotInterval: CALENDAR.slotIntervals.find((minutes) => minutes === storeDetails.slotInterval) ?? CALENDAR.timeScaleMinutes,
      },
      legalInfo: { ...legalInfo, licenseNo: legalInfo.licenseNo ?? '', dateOfExpiry: legalInfo.dateOfExpiry ?? '' },
      images: store.images,
      paymentsInfo: { ...paymentsInfo, receiptFooter: paymentsInfo.receiptFooter ?? '' },
      // Without the password (no view_store_details) it is left out, which keeps the stored one.
      otherInfo: {
        wifiName: otherInfo.wifiName ?? '',
        wifiSecurity: otherInfo.wifiSecurity,
        ...(otherInfo.wifiPassword !== null || !otherInfo.wifiPasswordSet ? { wifiPassword: otherInfo.wifiPassword ?? '' } : {}),
      },
    },
  };
}
