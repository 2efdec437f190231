import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { vapidKeys } from '@app/messaging';
import { GetVapidPublicKeyQuery } from './get-vapid-public-key.query.js';

@QueryHandler(GetVapidPublicKeyQuery)
export class GetVapidPublicKeyHandler implements IQueryHandler<GetVapidPublicKeyQuery> {
  private readonly publicKey: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.publicKey = vapidKeys(config).publicKey;
  }

  execute(): Promise<string> {
    return Promise.resolve(this.publicKey);
  }
}
