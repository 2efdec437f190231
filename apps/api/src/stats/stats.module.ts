import { Module } from '@nestjs/common';
import { GetDonationStatsController } from './queries/get-donation-stats/get-donation-stats.http.controller.js';
import { GetDonationStatsHandler } from './queries/get-donation-stats/get-donation-stats.handler.js';
import { GetPlatformStatsController } from './queries/get-platform-stats/get-platform-stats.http.controller.js';
import { GetPlatformStatsHandler } from './queries/get-platform-stats/get-platform-stats.handler.js';

/** The stats projector's read models: a donor's donations and badges, the platform's figures. */
@Module({
  controllers: [GetDonationStatsController, GetPlatformStatsController],
  providers: [GetDonationStatsHandler, GetPlatformStatsHandler],
})
export class StatsModule {}
