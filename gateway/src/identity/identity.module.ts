import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountService } from './account.service.js';
import { AddressesService } from './addresses.service.js';
import { EmailChangeService } from './email-change.service.js';
import { IdentityHandlers } from './identity.handlers.js';
import { LoginLimits } from './login-limits.js';
import { PasswordResetService } from './password-reset.service.js';
import { RateLimiters } from './rate-limiters.js';
import { RegistrationService } from './registration.service.js';
import { SessionsService } from './sessions.service.js';
import { User } from './user.entity.js';
import { UsersService } from './users.service.js';

/** Users, sessions and sign-in: the calls the gateway answers itself (IdentityRpc). */
@Module({
  imports: [TypeOrmModule.forFeature([User])],
  providers: [
    UsersService,
    AccountService,
    AddressesService,
    RegistrationService,
    PasswordResetService,
    EmailChangeService,
    SessionsService,
    RateLimiters,
    LoginLimits,
    IdentityHandlers,
  ],
  exports: [UsersService, SessionsService, IdentityHandlers],
})
export class IdentityModule {}
