import { Controller, Put } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentUser, type AuthenticatedUser } from '@app/auth';
import { isBlank, parseIsoDate } from '@app/domain';
import { UserEntity } from '@app/persistence';
import { donorOf, saveDonor } from '../../../accounts/index.js';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { ValidBody } from '../../../platform/http/validation.js';

const MAX_PAUSE_DAYS = 365;

export const availabilityForm = z.object({
  unavailable_until: z.preprocess(
    (value) => (isBlank(value) ? null : value),
    z
      .string({ error: 'Enter a valid date' })
      .refine((value) => parseIsoDate(value.slice(0, 10)) !== null, 'Enter a valid date')
      .transform((value) => parseIsoDate(value.slice(0, 10))!)
      .refine((date) => date.getTime() > Date.now(), 'The date must be in the future')
      .refine(
        (date) => date.getTime() <= Date.now() + MAX_PAUSE_DAYS * 86_400_000,
        `You can pause alerts for at most ${MAX_PAUSE_DAYS} days`,
      )
      .nullable(),
  ),
});

export class SetAvailabilityCommand extends Command<Date | null> {
  constructor(
    readonly userId: string,
    readonly until: Date | null,
  ) {
    super();
  }
}

/** "I am unavailable": no alerts and no new requests until the date (exclusive); null resumes at once. */
@CommandHandler(SetAvailabilityCommand)
export class SetAvailabilityHandler implements ICommandHandler<SetAvailabilityCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, until }: SetAvailabilityCommand) {
    return this.em.transactional(async (em) => {
      const loaded = donorOf(await em.findOneOrFail(UserEntity, { id: userId }));
      loaded.donor.pauseUntil(until);
      saveDonor(em, loaded);
      return until;
    });
  }
}

@ApiTags('user')
@ApiBearerAuth()
@Controller('user/availability')
export class SetAvailabilityController {
  constructor(private readonly commands: CommandBus) {}

  @Put()
  @ApiOperation({
    summary: 'Pause request alerts until a date (YYYY-MM-DD, at most a year ahead), or resume with null',
  })
  @ApiReply(z.object({ paused_until: z.string().nullable() }))
  @ApiErrors(400, 401)
  async set(
    @CurrentUser() user: AuthenticatedUser,
    @ValidBody(availabilityForm) body: z.output<typeof availabilityForm>,
  ) {
    const until = await this.commands.execute(new SetAvailabilityCommand(user.id, body.unavailable_until));
    return reply(
      { paused_until: until?.toISOString() ?? null },
      until ? { key: 'api:requests.pausedUntil' } : { key: 'api:requests.resumed' },
    );
  }
}
