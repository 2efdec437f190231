import { Module } from '@nestjs/common';
import { GetDonationStatsController } from './queries/get-donation-stats/get-donation-stats.http.controller.js';
import { GetPlatformStatsController } from './queries/get-platform-stats/get-platform-stats.http.controller.js';

/** The stats projector's read models: a donor's donations and badges, the platform's figures. */
@Module({ controllers: [GetDonationStatsController, GetPlatformStatsController] })
export class StatsModule {}
