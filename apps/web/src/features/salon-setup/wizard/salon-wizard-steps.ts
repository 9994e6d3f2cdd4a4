import { appearanceStep } from './appearance-step.tsx';
import { basicStep } from './basic-step.tsx';
import { servicesStep } from './services-step.tsx';
import { staffStep } from './staff-step.tsx';
import { storeStep } from './store-step.tsx';

/** Spec section 2's salon setup wizard: basic details, appearance info, address info, services, other info (team), review. */
export const SALON_STEPS = [basicStep, appearanceStep, storeStep, servicesStep, staffStep];
