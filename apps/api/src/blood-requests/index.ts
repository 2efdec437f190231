export {
  hydrateAll,
  loadBloodRequest,
  loadBloodRequestOfMatch,
  type LoadedBloodRequest,
  saveBloodRequest,
} from './blood-request.repository.js';
export { lagosDate, loadDonorProfile } from './blood-request.shared.js';
export { followConfirmedDonation } from './donation-confirmation.js';
export { resumeSearchesAtHospital } from './search/resume-searches.js';
export { BLOOD_REQUEST_ERRORS } from './blood-requests.errors.js';
