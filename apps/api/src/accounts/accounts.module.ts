import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtAuthGuard, SESSION_SECRET, SESSION_VALIDATOR } from '@app/auth';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { AccountSecurity } from './account-security.js';
import { LogInController } from './commands/log-in/log-in.http.controller.js';
import { LogInHandler } from './commands/log-in/log-in.handler.js';
import { LogOutController } from './commands/log-out/log-out.http.controller.js';
import { LogOutHandler } from './commands/log-out/log-out.handler.js';
import { RegisterDeviceTokenController } from './commands/register-device-token/register-device-token.http.controller.js';
import { RegisterDeviceTokenHandler } from './commands/register-device-token/register-device-token.handler.js';
import { RegisterUserController } from './commands/register-user/register-user.http.controller.js';
import { RegisterUserHandler } from './commands/register-user/register-user.handler.js';
import { RequestPasswordResetController } from './commands/request-password-reset/request-password-reset.http.controller.js';
import { RequestPasswordResetHandler } from './commands/request-password-reset/request-password-reset.handler.js';
import { ResetPasswordController } from './commands/reset-password/reset-password.http.controller.js';
import { ResetPasswordHandler } from './commands/reset-password/reset-password.handler.js';
import { UpdateUserController } from './commands/update-user/update-user.http.controller.js';
import { UpdateUserHandler } from './commands/update-user/update-user.handler.js';
import { UploadProfileImageHandler } from './commands/upload-profile-image/upload-profile-image.handler.js';
import { VerifyEmailController } from './commands/verify-email/verify-email.http.controller.js';
import { VerifyEmailHandler } from './commands/verify-email/verify-email.handler.js';
import { DatabaseSessionValidator } from './database-session.validator.js';
import { GetCurrentUserController } from './queries/get-current-user/get-current-user.http.controller.js';
import { GetCurrentUserHandler } from './queries/get-current-user/get-current-user.handler.js';

@Module({
  controllers: [
    RegisterUserController,
    VerifyEmailController,
    LogInController,
    LogOutController,
    RequestPasswordResetController,
    ResetPasswordController,
    GetCurrentUserController,
    UpdateUserController,
    RegisterDeviceTokenController,
  ],
  providers: [
    AccountSecurity,
    RegisterUserHandler,
    VerifyEmailHandler,
    LogInHandler,
    LogOutHandler,
    RequestPasswordResetHandler,
    ResetPasswordHandler,
    UpdateUserHandler,
    UploadProfileImageHandler,
    RegisterDeviceTokenHandler,
    GetCurrentUserHandler,
    { provide: SESSION_VALIDATOR, useClass: DatabaseSessionValidator },
    { provide: SESSION_SECRET, inject: [APP_CONFIG], useFactory: (config: AppConfig) => config.JWT_SECRET },
    { provide: APP_GUARD, useClass: JwtAuthGuard },
  ],
  exports: [AccountSecurity],
})
export class AccountsModule {}
