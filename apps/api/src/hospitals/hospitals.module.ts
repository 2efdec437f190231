import { Module } from '@nestjs/common';
import { ProposeHospitalController } from './commands/propose-hospital/propose-hospital.http.controller.js';
import { ProposeHospitalHandler } from './commands/propose-hospital/propose-hospital.handler.js';
import { SearchHospitalsController } from './queries/search-hospitals/search-hospitals.http.controller.js';

@Module({
  controllers: [SearchHospitalsController, ProposeHospitalController],
  providers: [ProposeHospitalHandler],
})
export class HospitalsModule {}
