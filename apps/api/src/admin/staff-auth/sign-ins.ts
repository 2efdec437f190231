import { Injectable } from '@nestjs/common';
import { OfficerSignIn } from '../../hospital-officers/index.js';
import { StaffSignIn, type SignInKind, type TwoFactorSignIn } from './staff-sign-in.js';

/** The sign-in steps serve staff and hospital officers alike: a command names whose sign-in it is. */
@Injectable()
export class SignIns {
  constructor(
    private readonly staff: StaffSignIn,
    private readonly officer: OfficerSignIn,
  ) {}

  of(kind: SignInKind): TwoFactorSignIn {
    return (kind === 'staff' ? this.staff : this.officer) as unknown as TwoFactorSignIn;
  }
}
