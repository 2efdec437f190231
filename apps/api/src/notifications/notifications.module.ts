import { Module } from '@nestjs/common';
import { MarkNotificationReadController } from './commands/mark-notification-read/mark-notification-read.http.controller.js';
import { MarkNotificationsReadHandler } from './commands/mark-notification-read/mark-notification-read.handler.js';
import { GetVapidPublicKeyController } from './queries/get-vapid-public-key/get-vapid-public-key.http.controller.js';
import { GetVapidPublicKeyHandler } from './queries/get-vapid-public-key/get-vapid-public-key.handler.js';
import { ListNotificationsController } from './queries/list-notifications/list-notifications.http.controller.js';
import { ListNotificationsHandler } from './queries/list-notifications/list-notifications.handler.js';

/** The notifications read model (written by the notifications projector) and the Web Push key. */
@Module({
  controllers: [ListNotificationsController, MarkNotificationReadController, GetVapidPublicKeyController],
  providers: [MarkNotificationsReadHandler, GetVapidPublicKeyHandler, ListNotificationsHandler],
})
export class NotificationsModule {}
