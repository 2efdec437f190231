import { Inject, Injectable } from '@nestjs/common';
import { StaffSignIn, type SignInKind, type TwoFactorSignIn } from './staff-sign-in.js';

/** Provided by the hospital officers' context: their sign-in, so these steps need not import it. */
export const OFFICER_SIGN_IN = Symbol('officer sign-in');

/** The sign-in steps serve staff and hospital officers alike: a command names whose sign-in it is. */
@Injectable()
export class SignIns {
  constructor(
    private readonly staff: StaffSignIn,
    @Inject(OFFICER_SIGN_IN) private readonly officer: TwoFactorSignIn,
  ) {}

  of(kind: SignInKind): TwoFactorSignIn {
    return (kind === 'staff' ? this.staff : this.officer) as unknown as TwoFactorSignIn;
  }
}
