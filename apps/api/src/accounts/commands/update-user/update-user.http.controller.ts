import { Controller, Put, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CurrentUser, type AuthenticatedUser } from '@app/auth';
import { vitalsForm, type MessageRef } from '@app/domain';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { toOpenApiSchema } from '../../../platform/http/openapi-schema.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { parseOrThrow } from '../../../platform/http/validation.js';
import { GetCurrentUserQuery } from '../../queries/get-current-user/get-current-user.query.js';
import { userViewSchema } from '../../user.view.js';
import { UploadProfileImageCommand } from '../upload-profile-image/upload-profile-image.command.js';
import {
  UPDATE_SCHEMAS,
  UpdateUserCommand,
  languageUpdate,
  onboardingUpdate,
  personalDetailsUpdate,
  recipientOnboardingUpdate,
  roleUpdate,
  updateKind,
} from './update-user.command.js';
import { ACCOUNT_ERRORS } from '../../accounts.errors.js';

const SUCCESS: Record<string, MessageRef> = {
  role: { key: 'api:accounts.roleUpdated' },
  language: { key: 'api:accounts.languageUpdated' },
  vitals: { key: 'api:accounts.vitalsUpdated' },
  onboarding: { key: 'api:accounts.onboarded' },
  recipient_onboarding: { key: 'api:accounts.onboarded' },
  personal_details: { key: 'api:accounts.profileUpdated' },
  image: { key: 'api:accounts.imageUploaded' },
};

@ApiTags('user')
@ApiBearerAuth()
@Controller('user')
export class UpdateUserController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Put()
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiBody({
    description:
      'One of: the onboarding payload (before onboarding; a recipient account sends only gender, blood group and consent), personal details, vitals, {role}, {language}; or multipart/form-data with an `image` file (png, jpg or gif).',
    schema: {
      oneOf: [
        onboardingUpdate,
        recipientOnboardingUpdate,
        personalDetailsUpdate,
        vitalsForm,
        roleUpdate,
        languageUpdate,
      ].map((schema) => toOpenApiSchema(schema)),
    } as never,
  })
  @ApiReply(z.object({ user: userViewSchema }))
  @ApiErrors(400, 401, 409, 503)
  async update(@CurrentUser() session: AuthenticatedUser, @Req() request: FastifyRequest) {
    if (request.isMultipart()) {
      const file = await request.file().catch(() => undefined);
      if (!file || file.fieldname !== 'image') throw ACCOUNT_ERRORS.error('image_missing', { field: 'image' });
      const content = await file.toBuffer();
      await this.commands.execute(new UploadProfileImageCommand(session.id, content));
      return this.current(session, SUCCESS.image!);
    }
    const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
    const user = await this.queries.execute(new GetCurrentUserQuery(session.id));
    if ('email' in body && String(body.email).trim().toLowerCase() !== user.email) {
      throw ACCOUNT_ERRORS.error('email_unchangeable', { field: 'email' });
    }
    const kind = updateKind(body, user);
    const values = parseOrThrow(UPDATE_SCHEMAS[kind], body);
    await this.commands.execute(new UpdateUserCommand(session.id, { kind, values } as never));
    return this.current(session, SUCCESS[kind]!);
  }

  private async current(session: AuthenticatedUser, message: MessageRef) {
    return reply({ user: await this.queries.execute(new GetCurrentUserQuery(session.id)) }, message);
  }
}
