import { Query } from '@nestjs/cqrs';

export interface SandboxCheckout {
  amountSubunits: number;
  currency: string;
  email: string;
}

/** A pending sandbox transaction, as its checkout page shows it. */
export class ShowSandboxCheckoutQuery extends Query<SandboxCheckout> {
  constructor(readonly reference: string) {
    super();
  }
}
