import { packageAdditionalStep } from './package-additional-step.tsx';
import { packageBasicStep } from './package-basic-step.tsx';
import { packageOthersStep } from './package-others-step.tsx';

/** Spec section 2: basic details, additional details, others (then review). */
export const PACKAGE_STEPS = [packageBasicStep, packageAdditionalStep, packageOthersStep];
