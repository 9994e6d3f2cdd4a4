import { appearanceStep } from './appearance-step.tsx';
import { basicStep } from './basic-step.tsx';
import { legalStep } from './legal-step.tsx';
import { otherStep } from './other-step.tsx';
import { storeStep } from './store-step.tsx';

/** Spec section 2's salon setup wizard, in its order: basic details, address info, legal info, appearance info, other info, review. */
export const SALON_STEPS = [basicStep, storeStep, legalStep, appearanceStep, otherStep];
