import {
  hospitalForm,
  hospitalProposalForm,
  recipientDetailsForm,
  requestDetailsForm,
  requestDetailsForOtherForm,
} from '@app/domain';
import type { RecipientKind, WizardStepName } from '../hooks/wizard-steps';

export { hospitalProposalForm };

/** The shared schema that checks one step of the wizard. */
export const schemaFor = (step: WizardStepName, recipient: RecipientKind) =>
  step === 'recipient'
    ? recipientDetailsForm
    : step === 'hospital'
      ? hospitalForm
      : recipient === 'other'
        ? requestDetailsForOtherForm
        : requestDetailsForm;
