import { useCallback, useState } from 'react';

export type RecipientKind = 'self' | 'other';
export type WizardStepName = 'recipient' | 'request' | 'hospital';

/** Spec section 4: 2 steps for yourself, 3 for another recipient (who they are comes first). */
export const stepsFor = (recipient: RecipientKind): readonly WizardStepName[] =>
  recipient === 'other' ? ['recipient', 'request', 'hospital'] : ['request', 'hospital'];

/** The `recipient` query parameter: "other" asks for another recipient, anything else is for yourself. */
export const recipientKindOf = (param: string | null): RecipientKind => (param === 'other' ? 'other' : 'self');

/**
 * The wizard's position: forward only through Proceed, and back to the first step when the submit fails
 * (spec section 4); there is no way back one step.
 */
export function useWizardSteps(recipient: RecipientKind) {
  const steps = stepsFor(recipient);
  const [index, setIndex] = useState(0);
  const proceed = useCallback(() => setIndex((current) => Math.min(current + 1, steps.length - 1)), [steps.length]);
  const restart = useCallback(() => setIndex(0), []);
  return {
    steps,
    index,
    step: steps[Math.min(index, steps.length - 1)]!,
    isLast: index >= steps.length - 1,
    proceed,
    restart,
  };
}
