import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { EventBackbone } from '@app/event-backbone';
import { MailDelivery } from '@app/messaging';
import { FileStorage } from '../../../platform/storage/file-storage.js';
import { GetHealthQuery } from './get-health.query.js';

@QueryHandler(GetHealthQuery)
export class GetHealthHandler implements IQueryHandler<GetHealthQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly backbone: EventBackbone,
    private readonly storage: FileStorage,
    private readonly mail: MailDelivery,
  ) {}

  async execute() {
    const started = performance.now();
    const up = await this.em
      .getConnection()
      .execute('select 1')
      .then(() => true)
      .catch(() => false);
    const [events, storageUp, mail] = await Promise.all([
      up ? this.backbone.status().catch(() => null) : null,
      this.storage.check().then(
        () => true,
        () => false,
      ),
      this.mail.transportStatus(),
    ]);
    const kafkaDown = events?.kafka === 'down';
    const problems = [
      !up && 'The database is unreachable',
      kafkaDown && 'Kafka is unreachable; events wait in the outbox',
      !storageUp && 'File storage is failing; uploads and downloads are refused',
      mail.status === 'down' && 'Mail cannot be sent; it waits in the outbox',
    ].filter((problem): problem is string => typeof problem === 'string');
    const health = {
      status: problems.length === 0 ? ('ok' as const) : ('degraded' as const),
      events,
      storage: { driver: this.storage.driver, status: storageUp ? ('up' as const) : ('down' as const) },
      mail,
      database: {
        status: up ? ('up' as const) : ('down' as const),
        latency_ms: up ? Math.round(performance.now() - started) : null,
      },
    };
    return { health, problems };
  }
}
