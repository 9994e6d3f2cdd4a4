import { serviceAdditionalStep } from './service-additional-step.tsx';
import { serviceBasicStep } from './service-basic-step.tsx';
import { serviceOthersStep } from './service-others-step.tsx';

/** Spec section 2: basic details, additional details, others (then review). */
export const SERVICE_STEPS = [serviceBasicStep, serviceAdditionalStep, serviceOthersStep];
