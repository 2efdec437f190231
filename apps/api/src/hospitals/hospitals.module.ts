import { Module } from '@nestjs/common';
import { ProposeHospitalController } from './commands/propose-hospital/propose-hospital.http.controller.js';
import { ProposeHospitalHandler } from './commands/propose-hospital/propose-hospital.handler.js';
import { ListVerifiedHospitalsController } from './queries/list-verified-hospitals/list-verified-hospitals.http.controller.js';
import { SearchHospitalsController } from './queries/search-hospitals/search-hospitals.http.controller.js';

@Module({
  controllers: [SearchHospitalsController, ProposeHospitalController, ListVerifiedHospitalsController],
  providers: [ProposeHospitalHandler],
})
export class HospitalsModule {}
