import { Controller, Delete } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentUser, type AuthenticatedUser } from '@app/auth';
import { deleteAccountForm, type DeleteAccountForm } from '@app/domain';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { ValidBody } from '../../../platform/http/validation.js';
import { DeleteAccountCommand } from './delete-account.command.js';

@ApiTags('user')
@ApiBearerAuth()
@Controller('user')
export class DeleteAccountController {
  constructor(private readonly commands: CommandBus) {}

  @Delete()
  @ApiOperation({ summary: 'Delete the signed-in account and erase its personal data (password required)' })
  @ApiReply(z.object({ requests_closed: z.number().int(), matches_released: z.number().int() }))
  @ApiErrors(400, 401, 404, 429)
  async delete(@CurrentUser() session: AuthenticatedUser, @ValidBody(deleteAccountForm) body: DeleteAccountForm) {
    const outcome = await this.commands.execute(new DeleteAccountCommand(session.id, body.password));
    return reply(
      { requests_closed: outcome.requestsClosed, matches_released: outcome.matchesReleased },
      { key: 'api:dataRights.accountDeleted' },
    );
  }
}
