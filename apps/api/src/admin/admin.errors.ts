import { errorTable } from '@app/domain';

/** The refusals of the staff console's API, by code; the replies carry the generic code of their kind. */
export const ADMIN_ERRORS = errorTable(
  {
    user_not_found: { kind: 'not_found', key: 'api:accounts.userNotFound' },
    hospital_not_found: { kind: 'not_found', key: 'validation:hospitals.hospitalNotFound' },
    article_not_found: { kind: 'not_found', key: 'api:content.articleNotFound' },
    file_not_found: { kind: 'not_found', key: 'api:files.notFound' },
    appeal_not_found: { kind: 'not_found', key: 'api:appeals.notFound' },
    donation_not_found: { kind: 'not_found', key: 'api:payments.donationNotFound' },
    hospital_officer_not_found: { kind: 'not_found', key: 'api:admin.hospitalOfficerNotFound' },
    flagged_feedback_not_found: { kind: 'not_found', key: 'api:admin.flaggedFeedbackNotFound' },
    testimonial_not_found: { kind: 'not_found', key: 'api:admin.testimonialNotFound' },
    airtime_credit_not_found: { kind: 'not_found', key: 'api:admin.airtimeCreditNotFound' },
    audit_entry_not_found: { kind: 'not_found', key: 'api:admin.auditEntryNotFound' },
    staff_member_not_found: { kind: 'not_found', key: 'api:admin.staffMemberNotFound' },
    abuse_report_not_found: { kind: 'not_found', key: 'api:admin.abuseReportNotFound' },
    partnership_message_not_found: { kind: 'not_found', key: 'api:admin.partnershipMessageNotFound' },
    advocate_application_not_found: { kind: 'not_found', key: 'api:admin.advocateApplicationNotFound' },
    merge_into_itself: { kind: 'invalid_input', key: 'api:admin.mergeIntoAnother' },
    officer_hospital_unknown: { kind: 'invalid_input', key: 'validation:hospitals.hospitalNotFound' },
    officer_hospital_not_verified: { kind: 'invalid_input', key: 'api:admin.officerHospitalNotVerified' },
    reported_user_unknown: { kind: 'invalid_input', key: 'api:admin.reportedUserUnknown' },
    image_only: { kind: 'invalid_input', key: 'api:admin.imageOnly' },
    sort_shape: { kind: 'invalid_input', key: 'api:admin.sortShape' },
    sort_unknown: { kind: 'invalid_input', key: 'api:admin.sortUnknown' },
    range_shape: { kind: 'invalid_input', key: 'api:admin.rangeShape' },
    filter_shape: { kind: 'invalid_input', key: 'api:admin.filterShape' },
    filter_unknown: { kind: 'invalid_input', key: 'api:admin.filterUnknown' },
    filter_value: { kind: 'invalid_input', key: 'api:admin.filterValue' },
    filter_ids_max: { kind: 'invalid_input', key: 'api:admin.filterIdsMax' },
    export_too_long: { kind: 'invalid_input', key: 'api:admin.exportTooLong' },
    officer_email_taken: { kind: 'conflict', key: 'api:admin.officerEmailTaken' },
    report_status_change: { kind: 'conflict', key: 'api:admin.reportStatusChange' },
    message_status_change: { kind: 'conflict', key: 'api:admin.messageStatusChange' },
    application_decided: { kind: 'conflict', key: 'api:admin.applicationDecided' },
    own_role: { kind: 'conflict', key: 'api:admin.ownRole' },
    airtime_no_number: { kind: 'conflict', key: 'api:admin.airtimeNoNumber' },
    airtime_not_failed: { kind: 'conflict', key: 'api:admin.airtimeNotFailed' },
    donation_already_confirmed: { kind: 'conflict', key: 'api:admin.donationAlreadyConfirmed' },
    card_donation_by_provider: { kind: 'conflict', key: 'api:admin.cardDonationByProvider' },
  },
  { replyCode: 'generic' },
);

export type AdminError = keyof typeof ADMIN_ERRORS.entries;

/** The record's 404 of a code, for `@ValidParam` and the audited writes. */
export const adminNotFound = (code: AdminError) => () => ADMIN_ERRORS.error(code);
