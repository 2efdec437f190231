import { Module } from '@nestjs/common';
import { ProposeHospitalController } from './commands/propose-hospital/propose-hospital.http.controller.js';
import { ProposeHospitalHandler } from './commands/propose-hospital/propose-hospital.handler.js';
import { GetHospitalHandler } from './queries/get-hospital/get-hospital.handler.js';
import { ListVerifiedHospitalsController } from './queries/list-verified-hospitals/list-verified-hospitals.http.controller.js';
import { ListVerifiedHospitalsHandler } from './queries/list-verified-hospitals/list-verified-hospitals.handler.js';
import { SearchHospitalsController } from './queries/search-hospitals/search-hospitals.http.controller.js';
import { SearchHospitalsHandler } from './queries/search-hospitals/search-hospitals.handler.js';

@Module({
  controllers: [SearchHospitalsController, ProposeHospitalController, ListVerifiedHospitalsController],
  providers: [ProposeHospitalHandler, GetHospitalHandler, ListVerifiedHospitalsHandler, SearchHospitalsHandler],
})
export class HospitalsModule {}
