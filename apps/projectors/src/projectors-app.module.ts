import { Global, Module, type DynamicModule } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { ScheduleModule } from '@nestjs/schedule';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { createOrmConfig } from '@app/persistence';
import { EventBackboneModule } from '@app/event-backbone';

@Global()
@Module({})
class ProjectorsConfigModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: ProjectorsConfigModule,
      providers: [{ provide: APP_CONFIG, useValue: config }],
      exports: [APP_CONFIG],
    };
  }
}

/** apps/projectors: no HTTP, just the Kafka consumers (one group per projector) and the due-reminders job. */
@Module({})
export class ProjectorsAppModule {
  static register(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: ProjectorsAppModule,
      imports: [
        ProjectorsConfigModule.register(config),
        MikroOrmModule.forRoot({ ...createOrmConfig(databaseUrl), registerRequestContext: false }),
        ScheduleModule.forRoot(),
        EventBackboneModule.register('projectors'),
      ],
    };
  }
}
