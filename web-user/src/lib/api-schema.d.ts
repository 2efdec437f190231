/**
 * Generated from the API's OpenAPI document by `npm run api:types -w web-user`. Do not edit by hand:
 * change the API's schemas and run that command (`npm run typecheck` fails while this file is out of date).
 */
export interface paths {
  '/v1/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['HealthController_health'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/files/{path}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ServeFileController_serve'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/auth/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['RegisterUserController_register'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/auth/verify-email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['VerifyEmailController_verify'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['LogInController_logIn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['LogOutController_logOut'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/auth/password-reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['RequestPasswordResetController_requestReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/auth/reset-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['ResetPasswordController_reset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/user': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['GetCurrentUserController_get'];
    put: operations['UpdateUserController_update'];
    post?: never;
    /** Delete the signed-in account and erase its personal data (password required) */
    delete: operations['DeleteAccountController_delete'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/user/notification/token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Save this device's Web Push subscription
     * @description notification_token is the browser's PushSubscription as JSON; its endpoint must be an https address of a known push service (PUSH_ENDPOINT_HOSTS). The same device replaces its earlier subscription; a user keeps the 10 most recently registered devices (an eleventh replaces the oldest). A device id is the user's own: another account using the same id gets its own entry.
     */
    post: operations['RegisterDeviceTokenController_register'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/util/states': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ListReferenceDataController_states'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/util/education-levels': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ListReferenceDataController_educationLevels'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/util/reasons': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ListReferenceDataController_reasons'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/util/services': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ListReferenceDataController_services'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/util/places': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['SearchPlacesController_places'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/util/locate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['SearchPlacesController_locate'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/util/map': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['GetMapSettingsController_settings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/hospitals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search the hospital registry
     * @description By name or alias (case- and accent-insensitive; every word must match), nearest first when `near=lat,lng` is given. Suspended hospitals are left out; `verified` says whether staff verified the hospital.
     */
    get: operations['SearchHospitalsController_search'];
    put?: never;
    /**
     * "My hospital is not listed": propose a hospital
     * @description Adds a listed, unverified hospital placed at its town (found in the gazetteer, within state_id when given), usable for requests at once and shown to staff for verification. Limited per account: 429 with Retry-After.
     */
    post: operations['ProposeHospitalController_propose'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/public/hospitals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The verified hospitals of a state, blood banks first
     * @description Public: only hospitals staff verified, with where they are and their phone, so a donor can walk in. Listed (unverified) and suspended hospitals are never shown.
     */
    get: operations['ListVerifiedHospitalsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/public/needs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Open need for blood by state and blood group
     * @description Public: units asked for by open requests and running appeals at verified hospitals, every state (an empty list where nothing is needed), with each state’s verified hospitals that have a blood bank. No personal data. An appeal's units count under each group it asks for.
     */
    get: operations['GetPublicNeedsController_all'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/public/needs/{slug}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One state's open need for blood, by its slug (e.g. akwa-ibom) */
    get: operations['GetPublicNeedsController_state'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/requests/donor': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Open requests you were alerted for and can serve, newest first (limit=5 for the dashboard)
     * @description Empty while you cannot donate (resting after a donation, paused, suspended, or committed to another request); `eligibility.reasons` says why.
     */
    get: operations['ListDonorRequestsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/requests/donor/history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your past donations: confirmed by the recipient, or that you said you gave; newest first */
    get: operations['DonorHistoryController_history'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/requests/donations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your donations: pending (accepted, not yet confirmed) or confirmed */
    get: operations['DonorHistoryController_donations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/requests/donor/{id}/match': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your match for a request you accepted */
    get: operations['DonorMatchController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/requests/donor/confirm/{id}/donation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Say you donated for a request you accepted (empty body); the recipient then confirms */
    post: operations['ConfirmDonationAttemptController_confirm'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/requests/donor/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Accept a request you were alerted for, or decline it with a reason
     * @description Accepting replies `reminder` with calendar links; a full request is a 409. A 5th decline within 30 days earns a warning.
     */
    put: operations['RespondToRequestController_respond'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/requests/donor/{id}/seen': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Say you opened a request you were alerted for (the app calls it when its popup opens)
     * @description An opened alert is not sent again by SMS. Only the first view is kept; `seen_at` is its time.
     */
    put: operations['MarkRequestSeenController_markSeen'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/requests/matches/{matchId}/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Confirm that a donor who accepted your request gave blood (empty body) */
    put: operations['ConfirmMatchController_confirm'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's own blood requests, newest first, with matches and search progress */
    get: operations['ListMyRequestsController_list'];
    put?: never;
    /**
     * Request blood for yourself or another recipient
     * @description Starts the targeted donor search at once (first wave: 10 km); later waves widen to 25, 50, 100 km and the whole state. The date lies between 15 minutes ago and 30 days ahead. Creation is limited per account (open requests at once, requests a day) and per IP: 429 with Retry-After.
     */
    post: operations['CreateBloodRequestController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/requests/{id}/progress': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Search progress of one of the caller’s requests: donors notified, accepted, radius */
    get: operations['ListMyRequestsController_progress'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/requests/{id}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Turn one of your requests off (inactive) or back on (pending); only without matches */
    put: operations['ChangeRequestStatusController_change'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/user/availability': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Pause request alerts until a date (YYYY-MM-DD, at most a year ahead), or resume with null */
    put: operations['SetAvailabilityController_set'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/feedbacks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The feedback you gave, as a donor or as a recipient, newest first */
    get: operations['ListFeedbackController_list'];
    put?: never;
    /**
     * Give feedback on a request: as its donor (type Donor) or its recipient (type Recipient)
     * @description Outcomes for donors: successful_donation, medically_unfit, recently_finished_period, weight_under_50kg, high_blood_pressure, low_pcv, medications, donor_no_longer_needed, other_pressing_matters, strenuous_but_successful, recipient_wanted_different_location, prank_request, recipient_refused_transport. For recipients: did_not_show_up, donated_without_hitches, asked_for_payment, unreachable_after_accepting, took_pictures_without_consent. A recipient's did_not_show_up is taken only after the request's date and time, for a donor not confirmed (match_id names the donor when several accepted); it goes to staff, and reports from two recipients suspend the donor for a month.
     */
    post: operations['SubmitFeedbackController_submit'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/feedbacks/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether you already gave feedback on a request (data is a boolean) */
    get: operations['ListFeedbackController_status'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/feedbacks/testimonials': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['ShareTestimonialController_share'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/feedbacks/report-abuse': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['ReportAbuseController_report'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/testimonials': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ListTestimonialsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/blogs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ListArticlesController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/blogs/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['GetArticleController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/partnerships': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['SendPartnershipMessageController_send'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/partnerships/advocates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['ApplyAsAdvocateController_apply'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/uploads': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['UploadFileController_upload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/partnerships/donations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['DonateMoneyController_donate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/payments/paystack/webhook': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['HandlePaystackWebhookController_receive'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/partnerships/donations/{reference}/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['VerifyDonationController_verify'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ListNotificationsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/notifications/read-all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['MarkNotificationReadController_readAll'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/notifications/{id}/read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['MarkNotificationReadController_read'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/push/vapid-public-key': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['GetVapidPublicKeyController_publicKeyOf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/reminders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['ListRemindersController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/reminders/{file}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['GetReminderIcsController_ics'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/reminders/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: operations['DeleteReminderController_delete'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/requests/stats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['GetDonationStatsController_stats'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/stats/platform': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['GetPlatformStatsController_platform'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/user/phone': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['GetPhoneStatusController_get'];
    put: operations['ChangePhoneNumberController_change'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/user/phone/code': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Text a 6-digit code to your phone number (valid 10 minutes, 5 tries; a new code replaces the old) */
    post: operations['SendPhoneCodeController_send'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/user/phone/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['ConfirmPhoneCodeController_verify'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/user/sms-alerts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['SetSmsAlertsController_set'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/appeals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The urgent appeals that reached you and still run (or filled, while your place holds), newest first */
    get: operations['DonorAppealsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/appeals/{id}/responses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * I'm coming: take a place in an hourly slot; the reply gives your donor code and the hospital's address
     * @description A filled appeal is a 409 `appeal.filled`; a full slot a 409 `appeal.slot_full` with `details.free_slots`.
     */
    post: operations['DonorAppealsController_respond'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/appeals/{id}/responses/mine': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Cancel your "I'm coming": your slot is freed for another donor */
    delete: operations['DonorAppealsController_cancel'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/hospital/appeals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your hospital's appeals, newest first */
    get: operations['HospitalAppealsController_list'];
    put?: never;
    /** Raise an urgent appeal for your hospital (a verified one): every eligible donor in the area is told */
    post: operations['HospitalAppealsController_raise'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/hospital/appeals/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Set how many donors you can take per hour, and the margin over the units wanted */
    patch: operations['HospitalAppealsController_update'];
    trace?: never;
  };
  '/v1/hospital/appeals/{id}/stop': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Stop the appeal at once: no more donors are told */
    post: operations['HospitalAppealsController_stop'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/hospital/appeals/{id}/slots': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Donors coming per hour, against what you can take */
    get: operations['HospitalAppealsController_slots'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['StaffLogInController_logIn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/auth/totp/enrolment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['EnrolTotpController_enrol'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/auth/totp': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['VerifyTotpController_verify'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/auth/set-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['SetStaffPasswordController_setPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['StaffLogOutController_logOut'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/auth/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['GetCurrentStaffController_me'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/dashboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['GetDashboardController_dashboard'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/charts/{chart}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['GetServiceChartController_chart'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/queues': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['GetQueuesController_queues'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/uploads': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['UploadArticleImageController_upload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/users/{id}/warn': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['UserActionsController_warn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/users/{id}/suspend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['UserActionsController_suspend'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/users/{id}/lift-suspension': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['UserActionsController_lift'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/advocate-applications/{id}/decide': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['DecideAdvocateApplicationController_decide'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/advocate-applications/{id}/passport': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['DownloadApplicationFileController_passport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/advocate-applications/{id}/cv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['DownloadApplicationFileController_cv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/money-donations/{id}/confirm-crypto': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['ConfirmCryptoDonationController_confirm'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/airtime-credits/{id}/retry': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a failed airtime credit again (empty body); audited */
    post: operations['RetryAirtimeCreditController_retry'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/hospitals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List hospitals (simple-rest dialect) */
    get: operations['admin_hospitals_list'];
    put?: never;
    /**
     * Add a hospital, placed on the map
     * @description The position must lie inside Nigeria and inside state_id (400 with field errors otherwise); a facility code another hospital has is refused with 409 and a facility_code field error. The hospital starts listed.
     */
    post: operations['CreateHospitalController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/hospitals/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of hospitals */
    get: operations['admin_hospitals_show'];
    /**
     * Edit a hospital's details or move it on the map
     * @description The whole set of details, as on creation (fields the form does not hold, such as status, are ignored); the status is kept. Same checks as creation: 400 with field errors, 409 for a facility code already taken.
     */
    put: operations['UpdateHospitalController_update'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/hospitals/{id}/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['DecideHospitalController_verify'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/hospitals/{id}/suspend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['DecideHospitalController_suspend'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/hospitals/{id}/merge': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['MergeHospitalsController_merge'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/users/{id}/reveal-contact': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Contact details, unmasked (audited) */
    post: operations['admin_users_revealContact'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/advocate-applications/{id}/reveal-contact': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Contact details, unmasked (audited) */
    post: operations['admin_advocateApplications_revealContact'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/partnership-messages/{id}/reveal-contact': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Contact details, unmasked (audited) */
    post: operations['admin_partnershipMessages_revealContact'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/money-donations/{id}/reveal-contact': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Contact details, unmasked (audited) */
    post: operations['admin_moneyDonations_revealContact'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/abuse-reports/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of abuse-reports */
    get: operations['admin_abuseReports_show'];
    put: operations['UpdateAbuseReportController_update'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/flagged-feedback/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of flagged-feedback */
    get: operations['admin_flaggedFeedback_show'];
    put: operations['UpdateFlaggedFeedbackController_update'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/articles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List articles (simple-rest dialect) */
    get: operations['admin_articles_list'];
    put?: never;
    post: operations['ArticleWritesController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/articles/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of articles */
    get: operations['admin_articles_show'];
    put: operations['ArticleWritesController_update'];
    post?: never;
    delete: operations['ArticleWritesController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/testimonials/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of testimonials */
    get: operations['admin_testimonials_show'];
    put: operations['ModerateTestimonialController_moderate'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/partnership-messages/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of partnership-messages */
    get: operations['admin_partnershipMessages_show'];
    put: operations['UpdatePartnershipMessageController_update'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/staff': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List staff (simple-rest dialect) */
    get: operations['admin_staff_list'];
    put?: never;
    post: operations['StaffWritesController_invite'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/staff/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of staff */
    get: operations['admin_staff_show'];
    put: operations['StaffWritesController_update'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/hospital-officers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List hospital-officers (simple-rest dialect) */
    get: operations['admin_hospitalOfficers_list'];
    put?: never;
    post: operations['HospitalOfficerWritesController_invite'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/hospital-officers/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of hospital-officers */
    get: operations['admin_hospitalOfficers_show'];
    put: operations['HospitalOfficerWritesController_update'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/appeals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List appeals (simple-rest dialect) */
    get: operations['admin_appeals_list'];
    put?: never;
    post: operations['AppealWritesController_raise'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/appeals/{id}/stop': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['AppealWritesController_stop'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/abuse-reports/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The whole filtered list of abuse-reports as CSV (at most 10000 rows; audited) */
    get: operations['admin_abuseReports_export'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/abuse-reports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List abuse-reports (simple-rest dialect) */
    get: operations['admin_abuseReports_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/flagged-feedback/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The whole filtered list of flagged-feedback as CSV (at most 10000 rows; audited) */
    get: operations['admin_flaggedFeedback_export'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/flagged-feedback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List flagged-feedback (simple-rest dialect) */
    get: operations['admin_flaggedFeedback_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/users/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The whole filtered list of users as CSV (at most 10000 rows; audited) */
    get: operations['admin_users_export'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List users (simple-rest dialect) */
    get: operations['admin_users_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of users */
    get: operations['admin_users_show'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/articles/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The whole filtered list of articles as CSV (at most 10000 rows; audited) */
    get: operations['admin_articles_export'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/testimonials/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The whole filtered list of testimonials as CSV (at most 10000 rows; audited) */
    get: operations['admin_testimonials_export'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/testimonials': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List testimonials (simple-rest dialect) */
    get: operations['admin_testimonials_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/hospitals/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The whole filtered list of hospitals as CSV (at most 10000 rows; audited) */
    get: operations['admin_hospitals_export'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/hospital-officers/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The whole filtered list of hospital-officers as CSV (at most 10000 rows; audited) */
    get: operations['admin_hospitalOfficers_export'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/appeals/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The whole filtered list of appeals as CSV (at most 10000 rows; audited) */
    get: operations['admin_appeals_export'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/appeals/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of appeals */
    get: operations['admin_appeals_show'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/advocate-applications/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The whole filtered list of advocate-applications as CSV (at most 10000 rows; audited) */
    get: operations['admin_advocateApplications_export'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/advocate-applications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List advocate-applications (simple-rest dialect) */
    get: operations['admin_advocateApplications_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/advocate-applications/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of advocate-applications */
    get: operations['admin_advocateApplications_show'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/partnership-messages/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The whole filtered list of partnership-messages as CSV (at most 10000 rows; audited) */
    get: operations['admin_partnershipMessages_export'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/partnership-messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List partnership-messages (simple-rest dialect) */
    get: operations['admin_partnershipMessages_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/money-donations/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The whole filtered list of money-donations as CSV (at most 10000 rows; audited) */
    get: operations['admin_moneyDonations_export'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/money-donations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List money-donations (simple-rest dialect) */
    get: operations['admin_moneyDonations_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/money-donations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of money-donations */
    get: operations['admin_moneyDonations_show'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/airtime-credits/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The whole filtered list of airtime-credits as CSV (at most 10000 rows; audited) */
    get: operations['admin_airtimeCredits_export'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/airtime-credits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List airtime-credits (simple-rest dialect) */
    get: operations['admin_airtimeCredits_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/airtime-credits/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of airtime-credits */
    get: operations['admin_airtimeCredits_show'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/staff/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The whole filtered list of staff as CSV (at most 10000 rows; audited) */
    get: operations['admin_staff_export'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/audit-log/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The whole filtered list of audit-log as CSV (at most 10000 rows; audited) */
    get: operations['admin_auditLog_export'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/audit-log': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List audit-log (simple-rest dialect) */
    get: operations['admin_auditLog_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/admin/audit-log/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of audit-log */
    get: operations['admin_auditLog_show'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/user/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Everything held about the signed-in person, as one JSON file (a download) */
    get: operations['ExportPersonalDataController_export'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/hospital/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['OfficerAuthController_logIn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/hospital/auth/totp/enrolment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['OfficerAuthController_enrol'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/hospital/auth/totp': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['OfficerAuthController_verify'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/hospital/auth/set-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['OfficerAuthController_setPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/hospital/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['OfficerAuthController_logOut'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/hospital/auth/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['OfficerAuthController_me'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/hospital/requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Your hospital's blood requests: open (still in play) or closed, with each donor's match */
    get: operations['ListHospitalRequestsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/hospital/requests/{id}/genuine': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Confirm a request at your hospital is genuine (the patient is admitted), correcting its units if need be */
    post: operations['ConfirmRequestGenuineController_confirm'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/hospital/donations/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Who a donor code belongs to, before recording the donation
     * @description An unknown or other hospital's code is a 404 and counts against the same wrong-code limit as recording (`HOSPITAL_WRONG_CODE_LIMIT`), past which the route answers 429.
     */
    get: operations['PreviewDonationController_preview'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/hospital/donations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Record a donation received, by the donor's code
     * @description Confirms the match as the recipient would (rest period, badges, airtime) and tells the donor; the code of a donor who came for one of the hospital's appeals records that donation the same way. A code is good for one donation; an unknown, used or other hospital's code is a 404 and counts against the wrong-code limit (`HOSPITAL_WRONG_CODE_LIMIT`), past which the route answers 429.
     */
    post: operations['RecordDonationController_record'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/hospital/matches/{id}/no-show': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Report that a donor who accepted did not come (empty body)
     * @description Only after the request's date and time (409 before); the donor's place on the request is free again.
     */
    post: operations['ReportNoShowAtHospitalController_report'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/hospital/requests/{id}/close': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Close a request at your hospital that is no longer needed
     * @description Its search stops and donors who accepted and have not donated are free again. Donations stay.
     */
    post: operations['CloseHospitalRequestController_close'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: never;
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  HealthController_health: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Everything is up; 503 with the same shape when a part is down */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {string} */
              status: 'ok' | 'degraded';
              database: {
                /** @enum {string} */
                status: 'up' | 'down';
                latency_ms: number | null;
              };
              events: {
                /** @enum {string} */
                transport: 'inline' | 'kafka';
                /** @enum {string|null} */
                kafka: 'up' | 'down' | null;
                relay: {
                  unpublished: number;
                  oldest_age_seconds: number | null;
                };
              } | null;
              storage: {
                /** @enum {string} */
                driver: 'local' | 's3';
                /** @enum {string} */
                status: 'up' | 'down';
              };
              mail: {
                /** @enum {string} */
                transport: 'smtp' | 'file';
                /** @enum {string} */
                status: 'up' | 'down';
              };
            };
            message: string;
          };
        };
      };
    };
  };
  ServeFileController_serve: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The storage key from an upload URL (files/{token}/{name}); it contains slashes */
        path: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The stored file, in the type it was stored as */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/*': string;
          'application/pdf': string;
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document': string;
          'application/octet-stream': string;
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description A part the operation needs (file storage) is failing; try again later */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  RegisterUserController_register: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          first_name: string;
          last_name: string;
          email: unknown;
          phone_number: string;
          password: string;
          /** @enum {boolean} */
          privacy: true;
          /** @enum {string} */
          role?: 'donor' | 'recipient';
          base_url?: string;
          /** @enum {string} */
          language?: 'en' | 'pcm' | 'ha' | 'yo' | 'ig';
        };
      };
    };
    responses: {
      /** @description The same reply whether or not the email has an account: a new one is created and sent a verification link; the owner of a known one is emailed that someone tried */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            data: null;
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Too many requests; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  VerifyEmailController_verify: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
        };
      };
    };
    responses: {
      /** @description Email verified; the account is active */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            data: null;
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Too many requests; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  LogInController_logIn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: unknown;
          password: string;
          base_url?: string;
        };
      };
    };
    responses: {
      /** @description Active user: token and user. Unverified user: user with status "pending", no token, and the verification email sent again */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              token?: string;
              user: {
                id: string;
                first_name: string;
                last_name: string;
                email: string;
                phone_number: string;
                /** @enum {string} */
                status: 'pending' | 'active';
                /** @enum {string} */
                role: 'donor' | 'recipient';
                onboarded: boolean;
                /** @enum {string|null} */
                gender: 'Male' | 'Female' | null;
                dob: string | null;
                /** @enum {string|null} */
                blood_group: 'A+' | 'A-' | 'B+' | 'B-' | 'AB+' | 'AB-' | 'O+' | 'O-' | null;
                genotype: string | null;
                blood_group_editable: boolean;
                genotype_editable: boolean;
                state_id: number | null;
                state: {
                  id: number;
                  name: string;
                } | null;
                latitude: number | null;
                longitude: number | null;
                address: string | null;
                last_donation_date: string | null;
                height: number | null;
                weight: number | null;
                blood_pressure: string | null;
                heart_rate: number | null;
                image: string | null;
                paused_until: string | null;
                /** @enum {string} */
                language: 'en' | 'pcm' | 'ha' | 'yo' | 'ig';
                created_at: string;
              };
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Too many requests; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  LogOutController_logOut: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The token is revoked */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            data: null;
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  RequestPasswordResetController_requestReset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: unknown;
          base_url?: string;
        };
      };
    };
    responses: {
      /** @description The same reply whether or not the email has an account */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            data: null;
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Too many requests; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  ResetPasswordController_reset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Password changed; every earlier session is signed out */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            data: null;
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Too many requests; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  GetCurrentUserController_get: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              user: {
                id: string;
                first_name: string;
                last_name: string;
                email: string;
                phone_number: string;
                /** @enum {string} */
                status: 'pending' | 'active';
                /** @enum {string} */
                role: 'donor' | 'recipient';
                onboarded: boolean;
                /** @enum {string|null} */
                gender: 'Male' | 'Female' | null;
                dob: string | null;
                /** @enum {string|null} */
                blood_group: 'A+' | 'A-' | 'B+' | 'B-' | 'AB+' | 'AB-' | 'O+' | 'O-' | null;
                genotype: string | null;
                blood_group_editable: boolean;
                genotype_editable: boolean;
                state_id: number | null;
                state: {
                  id: number;
                  name: string;
                } | null;
                latitude: number | null;
                longitude: number | null;
                address: string | null;
                last_donation_date: string | null;
                height: number | null;
                weight: number | null;
                blood_pressure: string | null;
                heart_rate: number | null;
                image: string | null;
                paused_until: string | null;
                /** @enum {string} */
                language: 'en' | 'pcm' | 'ha' | 'yo' | 'ig';
                created_at: string;
              };
            };
            message: string;
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  UpdateUserController_update: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description One of: the onboarding payload (before onboarding; a recipient account sends only gender, blood group and consent), personal details, vitals, {role}, {language}; or multipart/form-data with an `image` file (png, jpg or gif). */
    requestBody: {
      content: {
        'application/json':
          | {
              /** @enum {string} */
              gender: 'Male' | 'Female';
              dob: string;
              /** @enum {string} */
              blood_group: 'A+' | 'A-' | 'B+' | 'B-' | 'AB+' | 'AB-' | 'O+' | 'O-';
              state_id: number;
              latitude: number;
              longitude: number;
              address: string;
              last_donation_date: string | null;
              /** @enum {boolean} */
              health_data_consent: true;
              /** @enum {string} */
              genotype?: 'AA' | 'AS' | 'AC' | 'SS' | 'SC' | 'CC';
            }
          | {
              /** @enum {string} */
              gender: 'Male' | 'Female';
              /** @enum {string} */
              blood_group: 'A+' | 'A-' | 'B+' | 'B-' | 'AB+' | 'AB-' | 'O+' | 'O-';
              /** @enum {boolean} */
              health_data_consent: true;
              /** @enum {string} */
              genotype?: 'AA' | 'AS' | 'AC' | 'SS' | 'SC' | 'CC';
            }
          | {
              /** @enum {string} */
              gender: 'Male' | 'Female';
              dob: string;
              /** @enum {string} */
              blood_group: 'A+' | 'A-' | 'B+' | 'B-' | 'AB+' | 'AB-' | 'O+' | 'O-';
              state_id: number;
              /** @enum {string} */
              genotype?: 'AA' | 'AS' | 'AC' | 'SS' | 'SC' | 'CC';
              latitude?: number;
              longitude?: number;
              address?: string;
              last_donation_date?: string | null;
            }
          | {
              height: number | null;
              weight: number | null;
              heart_rate: number | null;
              blood_pressure: string | null;
            }
          | {
              /** @enum {string} */
              role: 'donor' | 'recipient';
            }
          | {
              /** @enum {string} */
              language: 'en' | 'pcm' | 'ha' | 'yo' | 'ig';
            };
        'multipart/form-data':
          | {
              /** @enum {string} */
              gender: 'Male' | 'Female';
              dob: string;
              /** @enum {string} */
              blood_group: 'A+' | 'A-' | 'B+' | 'B-' | 'AB+' | 'AB-' | 'O+' | 'O-';
              state_id: number;
              latitude: number;
              longitude: number;
              address: string;
              last_donation_date: string | null;
              /** @enum {boolean} */
              health_data_consent: true;
              /** @enum {string} */
              genotype?: 'AA' | 'AS' | 'AC' | 'SS' | 'SC' | 'CC';
            }
          | {
              /** @enum {string} */
              gender: 'Male' | 'Female';
              /** @enum {string} */
              blood_group: 'A+' | 'A-' | 'B+' | 'B-' | 'AB+' | 'AB-' | 'O+' | 'O-';
              /** @enum {boolean} */
              health_data_consent: true;
              /** @enum {string} */
              genotype?: 'AA' | 'AS' | 'AC' | 'SS' | 'SC' | 'CC';
            }
          | {
              /** @enum {string} */
              gender: 'Male' | 'Female';
              dob: string;
              /** @enum {string} */
              blood_group: 'A+' | 'A-' | 'B+' | 'B-' | 'AB+' | 'AB-' | 'O+' | 'O-';
              state_id: number;
              /** @enum {string} */
              genotype?: 'AA' | 'AS' | 'AC' | 'SS' | 'SC' | 'CC';
              latitude?: number;
              longitude?: number;
              address?: string;
              last_donation_date?: string | null;
            }
          | {
              height: number | null;
              weight: number | null;
              heart_rate: number | null;
              blood_pressure: string | null;
            }
          | {
              /** @enum {string} */
              role: 'donor' | 'recipient';
            }
          | {
              /** @enum {string} */
              language: 'en' | 'pcm' | 'ha' | 'yo' | 'ig';
            };
      };
    };
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              user: {
                id: string;
                first_name: string;
                last_name: string;
                email: string;
                phone_number: string;
                /** @enum {string} */
                status: 'pending' | 'active';
                /** @enum {string} */
                role: 'donor' | 'recipient';
                onboarded: boolean;
                /** @enum {string|null} */
                gender: 'Male' | 'Female' | null;
                dob: string | null;
                /** @enum {string|null} */
                blood_group: 'A+' | 'A-' | 'B+' | 'B-' | 'AB+' | 'AB-' | 'O+' | 'O-' | null;
                genotype: string | null;
                blood_group_editable: boolean;
                genotype_editable: boolean;
                state_id: number | null;
                state: {
                  id: number;
                  name: string;
                } | null;
                latitude: number | null;
                longitude: number | null;
                address: string | null;
                last_donation_date: string | null;
                height: number | null;
                weight: number | null;
                blood_pressure: string | null;
                heart_rate: number | null;
                image: string | null;
                paused_until: string | null;
                /** @enum {string} */
                language: 'en' | 'pcm' | 'ha' | 'yo' | 'ig';
                created_at: string;
              };
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description A part the operation needs (file storage) is failing; try again later */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  DeleteAccountController_delete: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          password: string;
        };
      };
    };
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              requests_closed: number;
              matches_released: number;
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Too many requests; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  RegisterDeviceTokenController_register: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          notification_token: string;
          device_id: string;
        };
      };
    };
    responses: {
      /** @description Token saved for this device */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            data: null;
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  ListReferenceDataController_states: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              states: {
                id: number;
                name: string;
              }[];
            };
            message: string;
          };
        };
      };
    };
  };
  ListReferenceDataController_educationLevels: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              education_levels: {
                id: number;
                name: string;
                /** @description the name in the language asked for */
                label: string;
              }[];
              states: {
                id: number;
                name: string;
                /** @description the name in the language asked for */
                label: string;
              }[];
            };
            message: string;
          };
        };
      };
    };
  };
  ListReferenceDataController_reasons: {
    parameters: {
      query: {
        type: 'decline' | 'request';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              reasons: {
                id: number;
                name: string;
                /** @description the reason that lets the person say more in their own words */
                other: boolean;
              }[];
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  ListReferenceDataController_services: {
    parameters: {
      query?: {
        type?: 'donation';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              services: {
                id: number;
                name: string;
                /** @enum {string} */
                kind: 'cash' | 'crypto';
              }[];
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  SearchPlacesController_places: {
    parameters: {
      query: {
        q: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Places in Nigeria matching q, with the attribution their data asks for */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              places: {
                name: string;
                kind: string;
                state: string;
                state_id: number | null;
                latitude: number;
                longitude: number;
                town?: string;
              }[];
              attribution: string;
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  SearchPlacesController_locate: {
    parameters: {
      query: {
        latitude: number;
        longitude: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              state: {
                id: number;
                name: string;
              };
              place: {
                name: string;
                kind: string;
              } | null;
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  GetMapSettingsController_settings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Tile URL template ({z}/{x}/{y}) and the attribution to show with the tiles */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              tile_url: string;
              attribution: string;
            };
            message: string;
          };
        };
      };
    };
  };
  SearchHospitalsController_search: {
    parameters: {
      query: {
        q?: string;
        near: unknown;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              hospitals: {
                id: string;
                name: string;
                aliases: string[];
                /** @enum {string} */
                kind: 'teaching' | 'federal_medical_centre' | 'general' | 'specialist' | 'private' | 'primary_care';
                address: string | null;
                town: string | null;
                lga: string | null;
                state: {
                  id: number;
                  name: string;
                };
                latitude: number;
                longitude: number;
                has_blood_bank: boolean;
                verified: boolean;
                distance_km: number | null;
              }[];
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  ProposeHospitalController_propose: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          address: string;
          town: string;
          state_id?: number;
          phone?: string;
        };
      };
    };
    responses: {
      /** @description Successful */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              hospital: {
                id: string;
                name: string;
                aliases: string[];
                /** @enum {string} */
                kind: 'teaching' | 'federal_medical_centre' | 'general' | 'specialist' | 'private' | 'primary_care';
                address: string | null;
                town: string | null;
                lga: string | null;
                state: {
                  id: number;
                  name: string;
                };
                latitude: number;
                longitude: number;
                has_blood_bank: boolean;
                verified: boolean;
                distance_km: number | null;
              };
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Too many requests; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  ListVerifiedHospitalsController_list: {
    parameters: {
      query: {
        state_id: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              state: {
                id: number;
                name: string;
              };
              hospitals: {
                id: string;
                name: string;
                /** @enum {string} */
                kind: 'teaching' | 'federal_medical_centre' | 'general' | 'specialist' | 'private' | 'primary_care';
                address: string | null;
                town: string | null;
                lga: string | null;
                state: {
                  id: number;
                  name: string;
                };
                latitude: number;
                longitude: number;
                has_blood_bank: boolean;
                phone: string | null;
              }[];
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  GetPublicNeedsController_all: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              computed_at: string;
              states: {
                state: string;
                slug: string;
                needs: {
                  /** @enum {string} */
                  blood_group: 'A+' | 'A-' | 'B+' | 'B-' | 'AB+' | 'AB-' | 'O+' | 'O-';
                  units: number;
                }[];
                hospitals: {
                  id: string;
                  name: string;
                  address: string | null;
                  lga: string | null;
                  /** @enum {boolean} */
                  has_blood_bank: true;
                }[];
              }[];
            };
            message: string;
          };
        };
      };
    };
  };
  GetPublicNeedsController_state: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        slug: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              computed_at: string;
              state: {
                state: string;
                slug: string;
                needs: {
                  /** @enum {string} */
                  blood_group: 'A+' | 'A-' | 'B+' | 'B-' | 'AB+' | 'AB-' | 'O+' | 'O-';
                  units: number;
                }[];
                hospitals: {
                  id: string;
                  name: string;
                  address: string | null;
                  lga: string | null;
                  /** @enum {boolean} */
                  has_blood_bank: true;
                }[];
              };
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  ListDonorRequestsController_list: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
        blood_group?: 'A+' | 'A-' | 'B+' | 'B-' | 'AB+' | 'AB-' | 'O+' | 'O-';
        gender?: 'Male' | 'Female';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              donations: {
                id: string;
                image: string | null;
                user: {
                  first_name: string;
                  /** @description initial only */
                  last_name: string;
                };
                /** @enum {string} */
                recipient: 'self' | 'others';
                first_name: string;
                /** @enum {string} */
                gender: 'Male' | 'Female';
                reason: string | null;
                hospital: string;
                /** @description whether staff verified the hospital (never, for a free-text hospital) */
                hospital_verified: boolean;
                /** @description the hospital's name once its officer confirmed the request is genuine, else null */
                confirmed_by_hospital: string | null;
                state: string;
                date: string;
                /** @enum {string} */
                blood_group: 'A+' | 'A-' | 'B+' | 'B-' | 'AB+' | 'AB-' | 'O+' | 'O-';
                units: number;
                latitude: number;
                longitude: number;
                distance_km: number | null;
              }[];
              page_info: {
                total: number;
                total_pages: number;
              };
              eligibility: {
                eligible: boolean;
                reasons: string[];
              };
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  DonorHistoryController_history: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              donations: {
                id: string;
                /** @enum {string} */
                status: 'accepted' | 'confirmed' | 'no_show';
                attempted: boolean;
                /** @description when you accepted */
                date: string;
                donated_on: string | null;
                /** @description the code you give at the blood bank (normalized; shown as ABC-234); null for older matches */
                donor_code: string | null;
                /** @description the number to call about the donation (another recipient's, else the requester's); null after a no-show */
                contact_phone: string | null;
                request: {
                  id: string;
                  image: string | null;
                  user: {
                    first_name: string;
                    /** @description initial only */
                    last_name: string;
                  };
                  /** @enum {string} */
                  recipient: 'self' | 'others';
                  first_name: string;
                  /** @enum {string} */
                  gender: 'Male' | 'Female';
                  reason: string | null;
                  hospital: string;
                  /** @description whether staff verified the hospital (never, for a free-text hospital) */
                  hospital_verified: boolean;
                  /** @description the hospital's name once its officer confirmed the request is genuine, else null */
                  confirmed_by_hospital: string | null;
                  state: string;
                  date: string;
                  /** @enum {string} */
                  blood_group: 'A+' | 'A-' | 'B+' | 'B-' | 'AB+' | 'AB-' | 'O+' | 'O-';
                  units: number;
                  latitude: number;
                  longitude: number;
                  distance_km: number | null;
                };
                feedback_given: boolean;
                /**
                 * @description who confirmed the donation: the hospital's officer or the recipient; null until confirmed
                 * @enum {string|null}
                 */
                confirmed_by: 'recipient' | 'hospital' | null;
                /** @description the airtime thank-you for this donation, once it is confirmed */
                airtime: {
                  /** @enum {string} */
                  status: 'awaiting_phone' | 'pending' | 'sent' | 'failed' | 'over_budget';
                  amount_ngn: number;
                  sent_at: string | null;
                } | null;
              }[];
              page_info: {
                total: number;
                total_pages: number;
              };
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  DonorHistoryController_donations: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
        status?: 'pending' | 'confirmed';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              donations: {
                id: string;
                /** @enum {string} */
                status: 'accepted' | 'confirmed' | 'no_show';
                attempted: boolean;
                /** @description when you accepted */
                date: string;
                donated_on: string | null;
                /** @description the code you give at the blood bank (normalized; shown as ABC-234); null for older matches */
                donor_code: string | null;
                /** @description the number to call about the donation (another recipient's, else the requester's); null after a no-show */
                contact_phone: string | null;
                request: {
                  id: string;
                  image: string | null;
                  user: {
                    first_name: string;
                    /** @description initial only */
                    last_name: string;
                  };
                  /** @enum {string} */
                  recipient: 'self' | 'others';
                  first_name: string;
                  /** @enum {string} */
                  gender: 'Male' | 'Female';
                  reason: string | null;
                  hospital: string;
                  /** @description whether staff verified the hospital (never, for a free-text hospital) */
                  hospital_verified: boolean;
                  /** @description the hospital's name once its officer confirmed the request is genuine, else null */
                  confirmed_by_hospital: string | null;
                  state: string;
                  date: string;
                  /** @enum {string} */
                  blood_group: 'A+' | 'A-' | 'B+' | 'B-' | 'AB+' | 'AB-' | 'O+' | 'O-';
                  units: number;
                  latitude: number;
                  longitude: number;
                  distance_km: number | null;
                };
              }[];
              page_info: {
                total: number;
                total_pages: number;
              };
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  DonorMatchController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              match: {
                id: string;
                /** @enum {string} */
                status: 'accepted' | 'confirmed' | 'no_show';
                attempted: boolean;
                /** @description when you accepted */
                date: string;
                donated_on: string | null;
                /** @description the code you give at the blood bank (normalized; shown as ABC-234); null for older matches */
                donor_code: string | null;
                /** @description the number to call about the donation (another recipient's, else the requester's); null after a no-show */
                contact_phone: string | null;
                request: {
                  id: string;
                  image: string | null;
                  user: {
                    first_name: string;
                    /** @description initial only */
                    last_name: string;
                  };
                  /** @enum {string} */
                  recipient: 'self' | 'others';
                  first_name: string;
                  /** @enum {string} */
                  gender: 'Male' | 'Female';
                  reason: string | null;
                  hospital: string;
                  /** @description whether staff verified the hospital (never, for a free-text hospital) */
                  hospital_verified: boolean;
                  /** @description the hospital's name once its officer confirmed the request is genuine, else null */
                  confirmed_by_hospital: string | null;
                  state: string;
                  date: string;
                  /** @enum {string} */
                  blood_group: 'A+' | 'A-' | 'B+' | 'B-' | 'AB+' | 'AB-' | 'O+' | 'O-';
                  units: number;
                  latitude: number;
                  longitude: number;
                  distance_km: number | null;
                };
              };
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  ConfirmDonationAttemptController_confirm: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              match: {
                id: string;
                /** @enum {string} */
                status: 'accepted' | 'confirmed' | 'no_show';
                attempted: boolean;
                /** @description when you accepted */
                date: string;
                donated_on: string | null;
                /** @description the code you give at the blood bank (normalized; shown as ABC-234); null for older matches */
                donor_code: string | null;
                /** @description the number to call about the donation (another recipient's, else the requester's); null after a no-show */
                contact_phone: string | null;
                request: {
                  id: string;
                  image: string | null;
                  user: {
                    first_name: string;
                    /** @description initial only */
                    last_name: string;
                  };
                  /** @enum {string} */
                  recipient: 'self' | 'others';
                  first_name: string;
                  /** @enum {string} */
                  gender: 'Male' | 'Female';
                  reason: string | null;
                  hospital: string;
                  /** @description whether staff verified the hospital (never, for a free-text hospital) */
                  hospital_verified: boolean;
                  /** @description the hospital's name once its officer confirmed the request is genuine, else null */
                  confirmed_by_hospital: string | null;
                  state: string;
                  date: string;
                  /** @enum {string} */
                  blood_group: 'A+' | 'A-' | 'B+' | 'B-' | 'AB+' | 'AB-' | 'O+' | 'O-';
                  units: number;
                  latitude: number;
                  longitude: number;
                  distance_km: number | null;
                };
              };
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  RespondToRequestController_respond: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | {
              /** @enum {string} */
              status: 'accepted';
            }
          | {
              /** @enum {string} */
              status: 'declined';
              reason_id: number;
              decline_reason?: string;
            };
      };
    };
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              reminder: {
                /** @description the match id; also the reminder id */
                id: string;
                title: string;
                date: string;
                google: string;
                outlook: string;
                yahoo: string;
                /** @description `{PUBLIC_URL}/v1/reminders/{id}.ics?signature=…`, opens without a session */
                ics: string;
              } | null;
              match_id: string | null;
              /** @description the code to give at the blood bank (normalized); null on a decline */
              donor_code: string | null;
              warned: boolean;
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  MarkRequestSeenController_markSeen: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              seen_at: string;
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  ConfirmMatchController_confirm: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        matchId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              request: {
                id: string;
                status: string;
                chip_label: string;
                /** @enum {string} */
                recipient: 'self' | 'others';
                first_name: string;
                last_name: string;
                phone_number: string | null;
                user: {
                  id: string;
                  first_name: string;
                  last_name: string;
                };
                image: string | null;
                /** @enum {string} */
                gender: 'Male' | 'Female';
                /** @enum {string} */
                blood_group: 'A+' | 'A-' | 'B+' | 'B-' | 'AB+' | 'AB-' | 'O+' | 'O-';
                reason_id: number | null;
                reason: string | null;
                hospital: string;
                /** @description the registry's hospital; null for a free-text hospital */
                hospital_id: string | null;
                hospital_verified: boolean;
                physician: string;
                state: {
                  id: number;
                  name: string;
                };
                latitude: number;
                longitude: number;
                date: string;
                units: number;
                matches: {
                  id: string;
                  /** @enum {string} */
                  status: 'accepted' | 'confirmed';
                  attempted: boolean;
                  donated_on: string | null;
                  user: {
                    first_name: string;
                    last_name: string;
                    phone_number: string;
                  };
                }[];
                progress: {
                  notified: number;
                  accepted: number;
                  declined: number;
                  /** @description radius of the last wave; null once the whole state was searched */
                  radius_km: number | null;
                  wave: number;
                  searching: boolean;
                };
                /** @description the hospital's reason, once an officer closed the request */
                close_reason: string | null;
                created_at: string;
              };
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  ListMyRequestsController_list: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
        user_id?: string;
        id?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              requests: {
                id: string;
                status: string;
                chip_label: string;
                /** @enum {string} */
                recipient: 'self' | 'others';
                first_name: string;
                last_name: string;
                phone_number: string | null;
                user: {
                  id: string;
                  first_name: string;
                  last_name: string;
                };
                image: string | null;
                /** @enum {string} */
                gender: 'Male' | 'Female';
                /** @enum {string} */
                blood_group: 'A+' | 'A-' | 'B+' | 'B-' | 'AB+' | 'AB-' | 'O+' | 'O-';
                reason_id: number | null;
                reason: string | null;
                hospital: string;
                /** @description the registry's hospital; null for a free-text hospital */
                hospital_id: string | null;
                hospital_verified: boolean;
                physician: string;
                state: {
                  id: number;
                  name: string;
                };
                latitude: number;
                longitude: number;
                date: string;
                units: number;
                matches: {
                  id: string;
                  /** @enum {string} */
                  status: 'accepted' | 'confirmed';
                  attempted: boolean;
                  donated_on: string | null;
                  user: {
                    first_name: string;
                    last_name: string;
                    phone_number: string;
                  };
                }[];
                progress: {
                  notified: number;
                  accepted: number;
                  declined: number;
                  /** @description radius of the last wave; null once the whole state was searched */
                  radius_km: number | null;
                  wave: number;
                  searching: boolean;
                };
                /** @description the hospital's reason, once an officer closed the request */
                close_reason: string | null;
                created_at: string;
              }[];
              page_info: {
                total: number;
                total_pages: number;
              };
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  CreateBloodRequestController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': unknown;
      };
    };
    responses: {
      /** @description Successful */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              request: {
                id: string;
                status: string;
                chip_label: string;
                /** @enum {string} */
                recipient: 'self' | 'others';
                first_name: string;
                last_name: string;
                phone_number: string | null;
                user: {
                  id: string;
                  first_name: string;
                  last_name: string;
                };
                image: string | null;
                /** @enum {string} */
                gender: 'Male' | 'Female';
                /** @enum {string} */
                blood_group: 'A+' | 'A-' | 'B+' | 'B-' | 'AB+' | 'AB-' | 'O+' | 'O-';
                reason_id: number | null;
                reason: string | null;
                hospital: string;
                /** @description the registry's hospital; null for a free-text hospital */
                hospital_id: string | null;
                hospital_verified: boolean;
                physician: string;
                state: {
                  id: number;
                  name: string;
                };
                latitude: number;
                longitude: number;
                date: string;
                units: number;
                matches: {
                  id: string;
                  /** @enum {string} */
                  status: 'accepted' | 'confirmed';
                  attempted: boolean;
                  donated_on: string | null;
                  user: {
                    first_name: string;
                    last_name: string;
                    phone_number: string;
                  };
                }[];
                progress: {
                  notified: number;
                  accepted: number;
                  declined: number;
                  /** @description radius of the last wave; null once the whole state was searched */
                  radius_km: number | null;
                  wave: number;
                  searching: boolean;
                };
                /** @description the hospital's reason, once an officer closed the request */
                close_reason: string | null;
                created_at: string;
              };
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Too many requests; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  ListMyRequestsController_progress: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              progress: {
                notified: number;
                accepted: number;
                declined: number;
                /** @description radius of the last wave; null once the whole state was searched */
                radius_km: number | null;
                wave: number;
                searching: boolean;
              };
              chip_label: string;
              status: string;
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  ChangeRequestStatusController_change: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          status: 'pending' | 'inactive';
        };
      };
    };
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              request: {
                id: string;
                status: string;
                chip_label: string;
                /** @enum {string} */
                recipient: 'self' | 'others';
                first_name: string;
                last_name: string;
                phone_number: string | null;
                user: {
                  id: string;
                  first_name: string;
                  last_name: string;
                };
                image: string | null;
                /** @enum {string} */
                gender: 'Male' | 'Female';
                /** @enum {string} */
                blood_group: 'A+' | 'A-' | 'B+' | 'B-' | 'AB+' | 'AB-' | 'O+' | 'O-';
                reason_id: number | null;
                reason: string | null;
                hospital: string;
                /** @description the registry's hospital; null for a free-text hospital */
                hospital_id: string | null;
                hospital_verified: boolean;
                physician: string;
                state: {
                  id: number;
                  name: string;
                };
                latitude: number;
                longitude: number;
                date: string;
                units: number;
                matches: {
                  id: string;
                  /** @enum {string} */
                  status: 'accepted' | 'confirmed';
                  attempted: boolean;
                  donated_on: string | null;
                  user: {
                    first_name: string;
                    last_name: string;
                    phone_number: string;
                  };
                }[];
                progress: {
                  notified: number;
                  accepted: number;
                  declined: number;
                  /** @description radius of the last wave; null once the whole state was searched */
                  radius_km: number | null;
                  wave: number;
                  searching: boolean;
                };
                /** @description the hospital's reason, once an officer closed the request */
                close_reason: string | null;
                created_at: string;
              };
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  SetAvailabilityController_set: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          unavailable_until: unknown;
        };
      };
    };
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              paused_until: string | null;
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  ListFeedbackController_list: {
    parameters: {
      query: {
        page?: number;
        limit?: number;
        type: 'Donor' | 'Recipient';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              feedbacks: {
                id: string;
                request_id: string;
                name: string | null;
                hospital: string | null;
                description: string;
                outcome: string | null;
                created_at: string;
              }[];
              page_info: {
                total: number;
                total_pages: number;
              };
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  SubmitFeedbackController_submit: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          type: 'Donor' | 'Recipient';
          /** Format: uuid */
          request_id: string;
          /** Format: uuid */
          match_id?: string;
          name?: string;
          hospital?: string;
          description: string;
          outcome?: string;
        };
      };
    };
    responses: {
      /** @description Successful */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  ListFeedbackController_status: {
    parameters: {
      query: {
        request_id: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: boolean;
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  ShareTestimonialController_share: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': unknown;
      };
    };
    responses: {
      /** @description Successful */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Too many requests; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  ReportAbuseController_report: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          description: string;
        };
      };
    };
    responses: {
      /** @description Successful */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Too many requests; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  ListTestimonialsController_list: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              testimonials: {
                id: string;
                name: string | null;
                /** @enum {string} */
                type: 'donor' | 'recipient';
                state: string;
                summary: string;
                challenges: string | null;
                aftermath: string | null;
                conclusion: string | null;
                reason: string | null;
                lesson: string | null;
                created_on: string;
              }[];
              page_info: {
                total: number;
                total_pages: number;
              };
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  ListArticlesController_list: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              blogs: {
                id: number;
                title: string;
                /** @description HTML, sanitised against the allow-list */
                content: string;
                /** @description The date readers are shown: when the article was published (else written) */
                created_on: string;
                image: string | null;
              }[];
              page_info: {
                total: number;
                total_pages: number;
              };
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  GetArticleController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              title: string;
              /** @description HTML, sanitised against the allow-list */
              content: string;
              /** @description The date readers are shown: when the article was published (else written) */
              created_on: string;
              image: string | null;
              blog: {
                id: number;
                title: string;
                /** @description HTML, sanitised against the allow-list */
                content: string;
                /** @description The date readers are shown: when the article was published (else written) */
                created_on: string;
                image: string | null;
              };
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  SendPartnershipMessageController_send: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          email: unknown;
          /** @enum {string} */
          description: 'Media Slots' | 'Branded Items' | 'Hotel accommodation/hall services' | 'Other';
          /** @default false */
          is_organization?: boolean;
        };
      };
    };
    responses: {
      /** @description Successful */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Too many requests; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  ApplyAsAdvocateController_apply: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          email: unknown;
          age: number;
          phone_number: unknown;
          state: string;
          bio: string;
          jbm_description: string;
          advocate_reason: string;
          education_level: string;
          passport: string;
          cv: string;
        };
      };
    };
    responses: {
      /** @description Successful */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Too many requests; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  UploadFileController_upload: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /**
           * Format: binary
           * @description png, jpg, jpeg, webp or avif image; docx or pdf
           */
          file: string;
        };
      };
    };
    responses: {
      /** @description Successful */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @description Download URL; send it as the passport or cv of an advocate application */
              url: string;
              /** @enum {string} */
              kind: 'image' | 'document';
              content_type: string;
              size: number;
              name: string;
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Too many requests; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description A part the operation needs (file storage) is failing; try again later */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  DonateMoneyController_donate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          email: unknown;
          phone_number: unknown;
          service_id: number;
          /** @enum {string} */
          currency: 'NGN' | 'USD' | 'AED' | 'GBP' | 'EUR';
          amount: number;
          redirect_url?: string;
          coin?: string;
        };
      };
    };
    responses: {
      /** @description Successful */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data:
              | {
                  reference: string;
                  authorization_url: string;
                }
              | {
                  reference: string;
                  address: string;
                  cryptoAmount: string;
                  coin: string;
                  network: string;
                  /** @description true while the CRYPTO_* settings are unset: demo address and rates, do not pay */
                  demo: boolean;
                };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Too many requests; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  HandlePaystackWebhookController_receive: {
    parameters: {
      query?: never;
      header: {
        /** @description HMAC-SHA512 of the raw body, hex */
        'x-paystack-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              handled: boolean;
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  VerifyDonationController_verify: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        reference: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              reference: string;
              /** @enum {string} */
              status: 'pending' | 'successful' | 'failed' | 'abandoned';
              amount: number;
              currency: string;
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Too many requests; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  ListNotificationsController_list: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              notifications: {
                /** Format: uuid */
                id: string;
                title: string;
                body: string;
                /** @description Where in the app the notification leads, e.g. /app/requests?id=<request id> */
                url: string | null;
                read: boolean;
                /** Format: date-time */
                created_at: string;
              }[];
              page_info: {
                total: number;
                total_pages: number;
              };
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  MarkNotificationReadController_readAll: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every notification of the user is read */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            data: null;
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  MarkNotificationReadController_read: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The notification is read */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            data: null;
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  GetVapidPublicKeyController_publicKeyOf: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              public_key: string;
            };
            message: string;
          };
        };
      };
    };
  };
  ListRemindersController_list: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              reminders: {
                /** Format: uuid */
                id: string;
                title: string;
                /** Format: date-time */
                date: string;
                calendar: {
                  google: string;
                  outlook: string;
                  yahoo: string;
                  /** @description a signed link that opens without a session */
                  ics: string;
                };
              }[];
              page_info: {
                total: number;
                total_pages: number;
              };
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  GetReminderIcsController_ics: {
    parameters: {
      query: {
        /** @description from the signed link; no session needed */
        signature: unknown;
      };
      header?: never;
      path: {
        file: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description An RFC 5545 calendar with the one event */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/calendar': string;
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  DeleteReminderController_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The reminder is gone */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            data: null;
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  GetDonationStatsController_stats: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              confirmed_donation: {
                id: string;
                request_id: string;
                /** Format: date */
                date: string;
              }[];
              attempted_donation: {
                count: number;
              };
              badges: {
                /** @enum {string} */
                badge: 'life_saver' | 'hero' | 'zeal';
                label: string;
                /** Format: date-time */
                earned_at: string;
              }[];
              hero_progress: number;
            };
            message: string;
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  GetPlatformStatsController_platform: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              registered_donors: number;
              donation_requests: number;
              successful_matches: number;
              advocates: number;
            };
            message: string;
          };
        };
      };
    };
  };
  GetPhoneStatusController_get: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              phone_number: string;
              verified_at: string | null;
              sms_alerts: boolean;
              code_expires_at: string | null;
              sms_alert_delay_minutes: number;
            };
            message: string;
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  ChangePhoneNumberController_change: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          phone_number: string;
        };
      };
    };
    responses: {
      /** @description The number is changed and unverified (unchanged when it is the same number) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              phone_number: string;
              verified_at: string | null;
              sms_alerts: boolean;
              code_expires_at: string | null;
              sms_alert_delay_minutes: number;
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Too many requests; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  SendPhoneCodeController_send: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              phone_number: string;
              verified_at: string | null;
              sms_alerts: boolean;
              code_expires_at: string | null;
              sms_alert_delay_minutes: number;
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Too many requests; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  ConfirmPhoneCodeController_verify: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
        };
      };
    };
    responses: {
      /** @description The phone number is verified */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              phone_number: string;
              verified_at: string | null;
              sms_alerts: boolean;
              code_expires_at: string | null;
              sms_alert_delay_minutes: number;
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  SetSmsAlertsController_set: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          enabled: boolean;
        };
      };
    };
    responses: {
      /** @description SMS alerts are on or off */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              phone_number: string;
              verified_at: string | null;
              sms_alerts: boolean;
              code_expires_at: string | null;
              sms_alert_delay_minutes: number;
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  DonorAppealsController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              hospital: {
                id: string;
                name: string;
                address: string | null;
                state: string;
                latitude: number;
                longitude: number;
              };
              /** @description the donor groups asked for */
              blood_groups: ('A+' | 'A-' | 'B+' | 'B-' | 'AB+' | 'AB-' | 'O+' | 'O-')[];
              area: {
                /** @enum {string} */
                kind: 'state' | 'lgas' | 'radius';
                state: string;
                lgas?: string[];
                radius_km?: number;
              };
              units_wanted: number;
              /** @description donors the hospital can take per hour */
              per_hour: number;
              margin_percent: number;
              until: string;
              reason: string;
              /** @enum {string} */
              status: 'running' | 'filled' | 'stopped' | 'ended';
              coming_count: number;
              created_at: string;
              my_response: {
                slot_start: string;
                donor_code: string;
              } | null;
              slots: {
                start: string;
                taken: number;
                capacity: number;
              }[];
            }[];
            message: string;
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  DonorAppealsController_respond: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: date-time */
          slot_start: string;
        };
      };
    };
    responses: {
      /** @description Successful */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              slot_start: string;
              /** @description normalized (6 characters); shown as ABC-234 */
              donor_code: string;
              hospital: {
                name: string;
                address: string | null;
                latitude: number;
                longitude: number;
              };
              map_url: string;
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  DonorAppealsController_cancel: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            data: null;
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  HospitalAppealsController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              hospital: {
                id: string;
                name: string;
                address: string | null;
                state: string;
                latitude: number;
                longitude: number;
              };
              /** @description the donor groups asked for */
              blood_groups: ('A+' | 'A-' | 'B+' | 'B-' | 'AB+' | 'AB-' | 'O+' | 'O-')[];
              area: {
                /** @enum {string} */
                kind: 'state' | 'lgas' | 'radius';
                state: string;
                lgas?: string[];
                radius_km?: number;
              };
              units_wanted: number;
              /** @description donors the hospital can take per hour */
              per_hour: number;
              margin_percent: number;
              until: string;
              reason: string;
              /** @enum {string} */
              status: 'running' | 'filled' | 'stopped' | 'ended';
              coming_count: number;
              created_at: string;
            }[];
            message: string;
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  HospitalAppealsController_raise: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          blood_groups?: ('A+' | 'A-' | 'B+' | 'B-' | 'AB+' | 'AB-' | 'O+' | 'O-')[];
          /** @enum {string} */
          compatible_with?: 'A+' | 'A-' | 'B+' | 'B-' | 'AB+' | 'AB-' | 'O+' | 'O-';
          area: {
            /** @enum {string} */
            kind: 'state' | 'lgas' | 'radius';
            state: string;
            lgas?: string[];
            radius_km?: number;
          };
          units_wanted: number;
          /** Format: date-time */
          until: string;
          reason: string;
          /** @default 4 */
          per_hour?: number;
          /** @default 20 */
          margin_percent?: number;
        };
      };
    };
    responses: {
      /** @description Successful */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              hospital: {
                id: string;
                name: string;
                address: string | null;
                state: string;
                latitude: number;
                longitude: number;
              };
              /** @description the donor groups asked for */
              blood_groups: ('A+' | 'A-' | 'B+' | 'B-' | 'AB+' | 'AB-' | 'O+' | 'O-')[];
              area: {
                /** @enum {string} */
                kind: 'state' | 'lgas' | 'radius';
                state: string;
                lgas?: string[];
                radius_km?: number;
              };
              units_wanted: number;
              /** @description donors the hospital can take per hour */
              per_hour: number;
              margin_percent: number;
              until: string;
              reason: string;
              /** @enum {string} */
              status: 'running' | 'filled' | 'stopped' | 'ended';
              coming_count: number;
              created_at: string;
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  HospitalAppealsController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          per_hour?: number;
          margin_percent?: number;
        };
      };
    };
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              hospital: {
                id: string;
                name: string;
                address: string | null;
                state: string;
                latitude: number;
                longitude: number;
              };
              /** @description the donor groups asked for */
              blood_groups: ('A+' | 'A-' | 'B+' | 'B-' | 'AB+' | 'AB-' | 'O+' | 'O-')[];
              area: {
                /** @enum {string} */
                kind: 'state' | 'lgas' | 'radius';
                state: string;
                lgas?: string[];
                radius_km?: number;
              };
              units_wanted: number;
              /** @description donors the hospital can take per hour */
              per_hour: number;
              margin_percent: number;
              until: string;
              reason: string;
              /** @enum {string} */
              status: 'running' | 'filled' | 'stopped' | 'ended';
              coming_count: number;
              created_at: string;
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  HospitalAppealsController_stop: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              hospital: {
                id: string;
                name: string;
                address: string | null;
                state: string;
                latitude: number;
                longitude: number;
              };
              /** @description the donor groups asked for */
              blood_groups: ('A+' | 'A-' | 'B+' | 'B-' | 'AB+' | 'AB-' | 'O+' | 'O-')[];
              area: {
                /** @enum {string} */
                kind: 'state' | 'lgas' | 'radius';
                state: string;
                lgas?: string[];
                radius_km?: number;
              };
              units_wanted: number;
              /** @description donors the hospital can take per hour */
              per_hour: number;
              margin_percent: number;
              until: string;
              reason: string;
              /** @enum {string} */
              status: 'running' | 'filled' | 'stopped' | 'ended';
              coming_count: number;
              created_at: string;
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  HospitalAppealsController_slots: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              start: string;
              coming: number;
              capacity: number;
            }[];
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  StaffLogInController_logIn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: unknown;
          password: string;
        };
      };
    };
    responses: {
      /** @description Password accepted: the TOTP step comes next */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /**
               * @description enrol: set up an authenticator first; totp: enter its code
               * @enum {string}
               */
              step: 'enrol' | 'totp';
              /** @description Good for 5 minutes, for the TOTP routes only */
              challenge_token: string;
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Too many requests; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  EnrolTotpController_enrol: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          challenge_token: string;
        };
      };
    };
    responses: {
      /** @description Scan the QR code (or type the secret) into an authenticator app */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @description Base32; shown once */
              secret: string;
              otpauth_url: string;
              /** @description data:image/png;base64 QR code of otpauth_url */
              qr_code_data_url: string;
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Too many requests; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  VerifyTotpController_verify: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          challenge_token: string;
          code?: string;
          recovery_code?: string;
        };
      };
    };
    responses: {
      /** @description Signed in: the staff token and who it belongs to */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              token: string;
              expires_at: string;
              staff: {
                id: string;
                email: string;
                name: string;
                /** @enum {string} */
                role: 'admin' | 'moderator';
              };
              /** @description Only when this code completed enrolment; shown once */
              recovery_codes?: string[];
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Too many requests; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  SetStaffPasswordController_setPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Password set; sign in with it */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              email: string;
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Too many requests; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  StaffLogOutController_logOut: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Signed out */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            data: null;
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  GetCurrentStaffController_me: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              email: string;
              name: string;
              /** @enum {string} */
              role: 'admin' | 'moderator';
            };
            message: string;
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  GetDashboardController_dashboard: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              figures: {
                registered_donors: number;
                donation_requests: number;
                successful_matches: number;
                advocates: number;
              };
              queues: {
                open_reports: number;
                flagged_feedback: number;
                pending_applications: number;
                pending_testimonials: number;
                unconfirmed_crypto_donations: number;
                proposed_hospitals: number;
              };
              /** @description per queue: how many wait and the item that has waited longest */
              waiting: {
                /** @description abuse_reports, flagged_feedback, advocate_applications, partnership_messages */
                queue: string;
                /** @description the console list the queue is worked from */
                resource: string;
                /** @description the list filter that shows what waits */
                filter: {
                  [key: string]: unknown;
                };
                count: number;
                /** @description the item that has waited longest (null when nothing waits) */
                oldest: {
                  id: string;
                  created_at: string;
                } | null;
              }[];
            };
            message: string;
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  GetServiceChartController_chart: {
    parameters: {
      query: {
        from: string;
        to: string;
        state_id?: number;
        blood_group?: 'A+' | 'A-' | 'B+' | 'B-' | 'AB+' | 'AB-' | 'O+' | 'O-';
      };
      header?: never;
      path: {
        chart: 'requests' | 'fulfilment' | 'latency' | 'alerts' | 'spend' | 'active-donors' | 'appeals';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @enum {string} */
              chart: 'requests' | 'fulfilment' | 'latency' | 'alerts' | 'spend' | 'active-donors' | 'appeals';
              columns: string[];
              rows: (string | number | null)[][];
              filtered_by_state_and_group: boolean;
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  GetQueuesController_queues: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              queues: {
                /** @description abuse_reports, flagged_feedback, advocate_applications, partnership_messages */
                queue: string;
                /** @description the console list the queue is worked from */
                resource: string;
                /** @description the list filter that shows what waits */
                filter: {
                  [key: string]: unknown;
                };
                count: number;
                /** @description the item that has waited longest (null when nothing waits) */
                oldest: {
                  id: string;
                  created_at: string;
                } | null;
              }[];
            };
            message: string;
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  UploadArticleImageController_upload: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /**
           * Format: binary
           * @description png, jpg, jpeg, webp or avif image
           */
          file: string;
        };
      };
    };
    responses: {
      /** @description Successful */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              url: string;
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not allowed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description A part the operation needs (file storage) is failing; try again later */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  UserActionsController_warn: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason: string;
        };
      };
    };
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            first_name: string;
            last_name: string;
            name: string;
            /** @description masked; POST reveal-contact to see it */
            email: string;
            /** @description masked */
            phone_number: string | null;
            /** @enum {string} */
            role: 'donor' | 'recipient';
            /** @enum {string} */
            status: 'pending' | 'active';
            blood_group: string | null;
            state: string | null;
            onboarded: boolean;
            suspended_until: string | null;
            suspended: boolean;
            created_at: string;
            requests_count: number;
            matches_count: number;
            confirmed_donations: number;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  UserActionsController_suspend: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          until: unknown;
          reason: string;
        };
      };
    };
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            first_name: string;
            last_name: string;
            name: string;
            /** @description masked; POST reveal-contact to see it */
            email: string;
            /** @description masked */
            phone_number: string | null;
            /** @enum {string} */
            role: 'donor' | 'recipient';
            /** @enum {string} */
            status: 'pending' | 'active';
            blood_group: string | null;
            state: string | null;
            onboarded: boolean;
            suspended_until: string | null;
            suspended: boolean;
            created_at: string;
            requests_count: number;
            matches_count: number;
            confirmed_donations: number;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  UserActionsController_lift: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason: string;
        };
      };
    };
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            first_name: string;
            last_name: string;
            name: string;
            /** @description masked; POST reveal-contact to see it */
            email: string;
            /** @description masked */
            phone_number: string | null;
            /** @enum {string} */
            role: 'donor' | 'recipient';
            /** @enum {string} */
            status: 'pending' | 'active';
            blood_group: string | null;
            state: string | null;
            onboarded: boolean;
            suspended_until: string | null;
            suspended: boolean;
            created_at: string;
            requests_count: number;
            matches_count: number;
            confirmed_donations: number;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  DecideAdvocateApplicationController_decide: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          decision: 'shortlisted' | 'accepted' | 'rejected';
          message: string;
        };
      };
    };
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            /** @description masked */
            email: string;
            /** @description masked */
            phone_number: string | null;
            state: string;
            age: number;
            education_level: string;
            bio: string;
            jbm_description: string;
            advocate_reason: string;
            /** @enum {string} */
            status: 'new' | 'shortlisted' | 'accepted' | 'rejected';
            decision_message: string | null;
            decided_at: string | null;
            /** @description admin API path; needs the staff token */
            passport_url: string;
            /** @description admin API path; needs the staff token */
            cv_url: string;
            created_at: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  DownloadApplicationFileController_passport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The passport photo */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/*': string;
          'application/pdf': string;
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document': string;
          'application/octet-stream': string;
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not allowed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description A part the operation needs (file storage) is failing; try again later */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  DownloadApplicationFileController_cv: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The CV */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/*': string;
          'application/pdf': string;
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document': string;
          'application/octet-stream': string;
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not allowed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description A part the operation needs (file storage) is failing; try again later */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  ConfirmCryptoDonationController_confirm: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          transaction_hash: string;
        };
      };
    };
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            reference: string;
            provider: string;
            /** @enum {string} */
            status: 'pending' | 'successful' | 'failed' | 'abandoned';
            amount: number;
            currency: string;
            name: string;
            /** @description masked */
            email: string;
            /** @description masked */
            phone_number: string | null;
            crypto_coin: string | null;
            crypto_network: string | null;
            crypto_address: string | null;
            crypto_amount: string | null;
            transaction_hash: string | null;
            paid_at: string | null;
            created_at: string;
            /** @description a pending crypto donation staff may confirm */
            can_confirm: boolean;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  RetryAirtimeCreditController_retry: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            /** @enum {string} */
            status: 'awaiting_phone' | 'pending' | 'sent' | 'failed' | 'over_budget';
            amount_ngn: number;
            donor_id: string;
            donor_name: string;
            /** @description masked */
            phone_number: string | null;
            /** @description the blood request the donation answered */
            request_id: string;
            match_id: string;
            /** @description the idempotency key sent to the provider */
            provider_request_id: string | null;
            provider_reference: string | null;
            attempts: number;
            last_error: string | null;
            decided_at: string;
            sent_at: string | null;
            next_attempt_at: string | null;
            updated_at: string;
            /** @description a failed credit staff may send again */
            can_retry: boolean;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  admin_hospitals_list: {
    parameters: {
      query?: {
        sort?: string;
        filter?: string;
        range?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The page of records; `Content-Range: <resource> start-end/total` */
      200: {
        headers: {
          /** @description <resource> start-end/total */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            aliases: string[];
            /** @enum {string} */
            kind: 'teaching' | 'federal_medical_centre' | 'general' | 'specialist' | 'private' | 'primary_care';
            address: string | null;
            town: string | null;
            lga: string | null;
            state_id: number;
            state: string;
            latitude: number;
            longitude: number;
            position_source: string;
            phone: string | null;
            has_blood_bank: boolean;
            facility_code: string | null;
            /** @enum {string} */
            status: 'listed' | 'verified' | 'suspended';
            verified_at: string | null;
            /** @description the staff member id */
            verified_by: string | null;
            suspended_at: string | null;
            suspension_reason: string | null;
            /** @enum {string} */
            source: 'registry' | 'proposal' | 'staff' | 'demo';
            created_at: string;
          }[];
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not allowed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  CreateHospitalController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': unknown;
      };
    };
    responses: {
      /** @description Successful */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            aliases: string[];
            /** @enum {string} */
            kind: 'teaching' | 'federal_medical_centre' | 'general' | 'specialist' | 'private' | 'primary_care';
            address: string | null;
            town: string | null;
            lga: string | null;
            state_id: number;
            state: string;
            latitude: number;
            longitude: number;
            position_source: string;
            phone: string | null;
            has_blood_bank: boolean;
            facility_code: string | null;
            /** @enum {string} */
            status: 'listed' | 'verified' | 'suspended';
            verified_at: string | null;
            /** @description the staff member id */
            verified_by: string | null;
            suspended_at: string | null;
            suspension_reason: string | null;
            /** @enum {string} */
            source: 'registry' | 'proposal' | 'staff' | 'demo';
            created_at: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  admin_hospitals_show: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            aliases: string[];
            /** @enum {string} */
            kind: 'teaching' | 'federal_medical_centre' | 'general' | 'specialist' | 'private' | 'primary_care';
            address: string | null;
            town: string | null;
            lga: string | null;
            state_id: number;
            state: string;
            latitude: number;
            longitude: number;
            position_source: string;
            phone: string | null;
            has_blood_bank: boolean;
            facility_code: string | null;
            /** @enum {string} */
            status: 'listed' | 'verified' | 'suspended';
            verified_at: string | null;
            /** @description the staff member id */
            verified_by: string | null;
            suspended_at: string | null;
            suspension_reason: string | null;
            /** @enum {string} */
            source: 'registry' | 'proposal' | 'staff' | 'demo';
            created_at: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not allowed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  UpdateHospitalController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': unknown;
      };
    };
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            aliases: string[];
            /** @enum {string} */
            kind: 'teaching' | 'federal_medical_centre' | 'general' | 'specialist' | 'private' | 'primary_care';
            address: string | null;
            town: string | null;
            lga: string | null;
            state_id: number;
            state: string;
            latitude: number;
            longitude: number;
            position_source: string;
            phone: string | null;
            has_blood_bank: boolean;
            facility_code: string | null;
            /** @enum {string} */
            status: 'listed' | 'verified' | 'suspended';
            verified_at: string | null;
            /** @description the staff member id */
            verified_by: string | null;
            suspended_at: string | null;
            suspension_reason: string | null;
            /** @enum {string} */
            source: 'registry' | 'proposal' | 'staff' | 'demo';
            created_at: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  DecideHospitalController_verify: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            aliases: string[];
            /** @enum {string} */
            kind: 'teaching' | 'federal_medical_centre' | 'general' | 'specialist' | 'private' | 'primary_care';
            address: string | null;
            town: string | null;
            lga: string | null;
            state_id: number;
            state: string;
            latitude: number;
            longitude: number;
            position_source: string;
            phone: string | null;
            has_blood_bank: boolean;
            facility_code: string | null;
            /** @enum {string} */
            status: 'listed' | 'verified' | 'suspended';
            verified_at: string | null;
            /** @description the staff member id */
            verified_by: string | null;
            suspended_at: string | null;
            suspension_reason: string | null;
            /** @enum {string} */
            source: 'registry' | 'proposal' | 'staff' | 'demo';
            created_at: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  DecideHospitalController_suspend: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason: string;
        };
      };
    };
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            aliases: string[];
            /** @enum {string} */
            kind: 'teaching' | 'federal_medical_centre' | 'general' | 'specialist' | 'private' | 'primary_care';
            address: string | null;
            town: string | null;
            lga: string | null;
            state_id: number;
            state: string;
            latitude: number;
            longitude: number;
            position_source: string;
            phone: string | null;
            has_blood_bank: boolean;
            facility_code: string | null;
            /** @enum {string} */
            status: 'listed' | 'verified' | 'suspended';
            verified_at: string | null;
            /** @description the staff member id */
            verified_by: string | null;
            suspended_at: string | null;
            suspension_reason: string | null;
            /** @enum {string} */
            source: 'registry' | 'proposal' | 'staff' | 'demo';
            created_at: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  MergeHospitalsController_merge: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          into_id: string;
        };
      };
    };
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            aliases: string[];
            /** @enum {string} */
            kind: 'teaching' | 'federal_medical_centre' | 'general' | 'specialist' | 'private' | 'primary_care';
            address: string | null;
            town: string | null;
            lga: string | null;
            state_id: number;
            state: string;
            latitude: number;
            longitude: number;
            position_source: string;
            phone: string | null;
            has_blood_bank: boolean;
            facility_code: string | null;
            /** @enum {string} */
            status: 'listed' | 'verified' | 'suspended';
            verified_at: string | null;
            /** @description the staff member id */
            verified_by: string | null;
            suspended_at: string | null;
            suspension_reason: string | null;
            /** @enum {string} */
            source: 'registry' | 'proposal' | 'staff' | 'demo';
            created_at: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  admin_users_revealContact: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            email: string | null;
            phone_number: string | null;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  admin_advocateApplications_revealContact: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            email: string | null;
            phone_number: string | null;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  admin_partnershipMessages_revealContact: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            email: string | null;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  admin_moneyDonations_revealContact: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            email: string | null;
            phone_number: string | null;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  admin_abuseReports_show: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            /** @enum {string} */
            status: 'open' | 'investigating' | 'resolved' | 'dismissed';
            staff_note: string | null;
            reporter: {
              id: string;
              name: string;
            } | null;
            /** @enum {string} */
            reporter_role: 'donor' | 'recipient';
            reported_name: string;
            reported_user: {
              id: string;
              name: string;
            } | null;
            description: string;
            created_at: string;
            reviewed_at: string | null;
            updated_at: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not allowed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  UpdateAbuseReportController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          status?: 'open' | 'investigating' | 'resolved' | 'dismissed';
          staff_note?: string | null;
          /** Format: uuid */
          reported_user_id?: string | null;
        };
      };
    };
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            /** @enum {string} */
            status: 'open' | 'investigating' | 'resolved' | 'dismissed';
            staff_note: string | null;
            reporter: {
              id: string;
              name: string;
            } | null;
            /** @enum {string} */
            reporter_role: 'donor' | 'recipient';
            reported_name: string;
            reported_user: {
              id: string;
              name: string;
            } | null;
            description: string;
            created_at: string;
            reviewed_at: string | null;
            updated_at: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  admin_flaggedFeedback_show: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            /** @enum {string} */
            status: 'open' | 'investigating' | 'resolved' | 'dismissed';
            staff_note: string | null;
            outcome: string | null;
            description: string;
            reporter: {
              id: string;
              name: string;
            } | null;
            reported_by_hospital: string | null;
            reported_user: {
              id: string;
              name: string;
            } | null;
            request: {
              id: string;
              hospital: string;
              blood_group: string;
              units: number;
              needed_at: string;
              status: string;
            };
            created_at: string;
            reviewed_at: string | null;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not allowed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  UpdateFlaggedFeedbackController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          status?: 'open' | 'investigating' | 'resolved' | 'dismissed';
          staff_note?: string | null;
        };
      };
    };
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            /** @enum {string} */
            status: 'open' | 'investigating' | 'resolved' | 'dismissed';
            staff_note: string | null;
            outcome: string | null;
            description: string;
            reporter: {
              id: string;
              name: string;
            } | null;
            reported_by_hospital: string | null;
            reported_user: {
              id: string;
              name: string;
            } | null;
            request: {
              id: string;
              hospital: string;
              blood_group: string;
              units: number;
              needed_at: string;
              status: string;
            };
            created_at: string;
            reviewed_at: string | null;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  admin_articles_list: {
    parameters: {
      query?: {
        sort?: string;
        filter?: string;
        range?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The page of records; `Content-Range: <resource> start-end/total` */
      200: {
        headers: {
          /** @description <resource> start-end/total */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            title: string;
            /** @description sanitised HTML */
            content: string;
            image: string | null;
            /** @enum {string} */
            status: 'draft' | 'published';
            created_at: string;
            updated_at: string;
            published_at: string | null;
          }[];
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not allowed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  ArticleWritesController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title: string;
          content: string;
          /** Format: uri */
          image?: string | null;
          /** @enum {string} */
          status: 'draft' | 'published';
        };
      };
    };
    responses: {
      /** @description Successful */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            title: string;
            /** @description sanitised HTML */
            content: string;
            image: string | null;
            /** @enum {string} */
            status: 'draft' | 'published';
            created_at: string;
            updated_at: string;
            published_at: string | null;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  admin_articles_show: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            title: string;
            /** @description sanitised HTML */
            content: string;
            image: string | null;
            /** @enum {string} */
            status: 'draft' | 'published';
            created_at: string;
            updated_at: string;
            published_at: string | null;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not allowed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  ArticleWritesController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title: string;
          content: string;
          /** Format: uri */
          image?: string | null;
          /** @enum {string} */
          status: 'draft' | 'published';
        };
      };
    };
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            title: string;
            /** @description sanitised HTML */
            content: string;
            image: string | null;
            /** @enum {string} */
            status: 'draft' | 'published';
            created_at: string;
            updated_at: string;
            published_at: string | null;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  ArticleWritesController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: number;
            title: string;
            /** @description sanitised HTML */
            content: string;
            image: string | null;
            /** @enum {string} */
            status: 'draft' | 'published';
            created_at: string;
            updated_at: string;
            published_at: string | null;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  admin_testimonials_show: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string | null;
            /** @enum {string} */
            type: 'donor' | 'recipient';
            state: string;
            summary: string;
            challenges: string | null;
            aftermath: string | null;
            conclusion: string | null;
            reason: string | null;
            lesson: string | null;
            created_on: string;
            author: {
              id: string;
              name: string;
            } | null;
            /** @enum {string} */
            status: 'pending' | 'approved' | 'rejected';
            moderation_note: string | null;
            reviewed_at: string | null;
            created_at: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not allowed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  ModerateTestimonialController_moderate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          status: 'approved' | 'rejected';
          moderation_note?: string | null;
        };
      };
    };
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string | null;
            /** @enum {string} */
            type: 'donor' | 'recipient';
            state: string;
            summary: string;
            challenges: string | null;
            aftermath: string | null;
            conclusion: string | null;
            reason: string | null;
            lesson: string | null;
            created_on: string;
            author: {
              id: string;
              name: string;
            } | null;
            /** @enum {string} */
            status: 'pending' | 'approved' | 'rejected';
            moderation_note: string | null;
            reviewed_at: string | null;
            created_at: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  admin_partnershipMessages_show: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            /** @description masked */
            email: string;
            description: string;
            is_organization: boolean;
            /** @enum {string} */
            status: 'new' | 'contacted' | 'agreed' | 'declined';
            notes: string | null;
            created_at: string;
            updated_at: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not allowed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  UpdatePartnershipMessageController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          status?: 'new' | 'contacted' | 'agreed' | 'declined';
          notes?: string | null;
        };
      };
    };
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            /** @description masked */
            email: string;
            description: string;
            is_organization: boolean;
            /** @enum {string} */
            status: 'new' | 'contacted' | 'agreed' | 'declined';
            notes: string | null;
            created_at: string;
            updated_at: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  admin_staff_list: {
    parameters: {
      query?: {
        sort?: string;
        filter?: string;
        range?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The page of records; `Content-Range: <resource> start-end/total` */
      200: {
        headers: {
          /** @description <resource> start-end/total */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            email: string;
            name: string;
            /** @enum {string} */
            role: 'admin' | 'moderator';
            disabled: boolean;
            totp_enrolled: boolean;
            created_at: string;
            last_sign_in_at: string | null;
          }[];
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not allowed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  StaffWritesController_invite: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: unknown;
          name: string;
          /** @enum {string} */
          role: 'admin' | 'moderator';
        };
      };
    };
    responses: {
      /** @description Successful */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            email: string;
            name: string;
            /** @enum {string} */
            role: 'admin' | 'moderator';
            disabled: boolean;
            totp_enrolled: boolean;
            created_at: string;
            last_sign_in_at: string | null;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not allowed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  admin_staff_show: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            email: string;
            name: string;
            /** @enum {string} */
            role: 'admin' | 'moderator';
            disabled: boolean;
            totp_enrolled: boolean;
            created_at: string;
            last_sign_in_at: string | null;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not allowed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  StaffWritesController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          role?: 'admin' | 'moderator';
          disabled?: boolean;
          /**
           * @description a lost phone: their sessions end and they enrol a new authenticator at their next sign-in
           * @enum {boolean}
           */
          reset_authenticator?: true;
          /**
           * @description a forgotten password: they are emailed a new set-password link (72 hours)
           * @enum {boolean}
           */
          send_password_link?: true;
        };
      };
    };
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            email: string;
            name: string;
            /** @enum {string} */
            role: 'admin' | 'moderator';
            disabled: boolean;
            totp_enrolled: boolean;
            created_at: string;
            last_sign_in_at: string | null;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not allowed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  admin_hospitalOfficers_list: {
    parameters: {
      query?: {
        sort?: string;
        filter?: string;
        range?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The page of records; `Content-Range: <resource> start-end/total` */
      200: {
        headers: {
          /** @description <resource> start-end/total */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            hospital_id: string;
            hospital: string;
            email: string;
            name: string;
            /** @enum {string} */
            role: 'blood_bank_officer' | 'nurse_in_charge';
            disabled: boolean;
            totp_enrolled: boolean;
            /** @description the staff member id */
            invited_by: string;
            created_at: string;
            last_sign_in_at: string | null;
          }[];
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not allowed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  HospitalOfficerWritesController_invite: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          hospital_id: string;
          email: unknown;
          name: string;
          /** @enum {string} */
          role: 'blood_bank_officer' | 'nurse_in_charge';
        };
      };
    };
    responses: {
      /** @description Successful */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            hospital_id: string;
            hospital: string;
            email: string;
            name: string;
            /** @enum {string} */
            role: 'blood_bank_officer' | 'nurse_in_charge';
            disabled: boolean;
            totp_enrolled: boolean;
            /** @description the staff member id */
            invited_by: string;
            created_at: string;
            last_sign_in_at: string | null;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  admin_hospitalOfficers_show: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            hospital_id: string;
            hospital: string;
            email: string;
            name: string;
            /** @enum {string} */
            role: 'blood_bank_officer' | 'nurse_in_charge';
            disabled: boolean;
            totp_enrolled: boolean;
            /** @description the staff member id */
            invited_by: string;
            created_at: string;
            last_sign_in_at: string | null;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not allowed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  HospitalOfficerWritesController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          disabled: boolean;
        };
      };
    };
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            hospital_id: string;
            hospital: string;
            email: string;
            name: string;
            /** @enum {string} */
            role: 'blood_bank_officer' | 'nurse_in_charge';
            disabled: boolean;
            totp_enrolled: boolean;
            /** @description the staff member id */
            invited_by: string;
            created_at: string;
            last_sign_in_at: string | null;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  admin_appeals_list: {
    parameters: {
      query?: {
        sort?: string;
        filter?: string;
        range?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The page of records; `Content-Range: <resource> start-end/total` */
      200: {
        headers: {
          /** @description <resource> start-end/total */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            hospital: {
              id: string;
              name: string;
              address: string | null;
              state: string;
              latitude: number;
              longitude: number;
            };
            /** @description the donor groups asked for */
            blood_groups: ('A+' | 'A-' | 'B+' | 'B-' | 'AB+' | 'AB-' | 'O+' | 'O-')[];
            area: {
              /** @enum {string} */
              kind: 'state' | 'lgas' | 'radius';
              state: string;
              lgas?: string[];
              radius_km?: number;
            };
            units_wanted: number;
            /** @description donors the hospital can take per hour */
            per_hour: number;
            margin_percent: number;
            until: string;
            reason: string;
            /** @enum {string} */
            status: 'running' | 'filled' | 'stopped' | 'ended';
            coming_count: number;
            created_at: string;
          }[];
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not allowed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  AppealWritesController_raise: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          blood_groups?: ('A+' | 'A-' | 'B+' | 'B-' | 'AB+' | 'AB-' | 'O+' | 'O-')[];
          /** @enum {string} */
          compatible_with?: 'A+' | 'A-' | 'B+' | 'B-' | 'AB+' | 'AB-' | 'O+' | 'O-';
          area: {
            /** @enum {string} */
            kind: 'state' | 'lgas' | 'radius';
            state: string;
            lgas?: string[];
            radius_km?: number;
          };
          units_wanted: number;
          /** Format: date-time */
          until: string;
          reason: string;
          /** @default 4 */
          per_hour?: number;
          /** @default 20 */
          margin_percent?: number;
          /** Format: uuid */
          hospital_id: string;
        };
      };
    };
    responses: {
      /** @description Successful */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            hospital: {
              id: string;
              name: string;
              address: string | null;
              state: string;
              latitude: number;
              longitude: number;
            };
            /** @description the donor groups asked for */
            blood_groups: ('A+' | 'A-' | 'B+' | 'B-' | 'AB+' | 'AB-' | 'O+' | 'O-')[];
            area: {
              /** @enum {string} */
              kind: 'state' | 'lgas' | 'radius';
              state: string;
              lgas?: string[];
              radius_km?: number;
            };
            units_wanted: number;
            /** @description donors the hospital can take per hour */
            per_hour: number;
            margin_percent: number;
            until: string;
            reason: string;
            /** @enum {string} */
            status: 'running' | 'filled' | 'stopped' | 'ended';
            coming_count: number;
            created_at: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  AppealWritesController_stop: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            hospital: {
              id: string;
              name: string;
              address: string | null;
              state: string;
              latitude: number;
              longitude: number;
            };
            /** @description the donor groups asked for */
            blood_groups: ('A+' | 'A-' | 'B+' | 'B-' | 'AB+' | 'AB-' | 'O+' | 'O-')[];
            area: {
              /** @enum {string} */
              kind: 'state' | 'lgas' | 'radius';
              state: string;
              lgas?: string[];
              radius_km?: number;
            };
            units_wanted: number;
            /** @description donors the hospital can take per hour */
            per_hour: number;
            margin_percent: number;
            until: string;
            reason: string;
            /** @enum {string} */
            status: 'running' | 'filled' | 'stopped' | 'ended';
            coming_count: number;
            created_at: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  admin_abuseReports_export: {
    parameters: {
      query?: {
        sort?: string;
        filter?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A CSV file, one row per record */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not allowed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  admin_abuseReports_list: {
    parameters: {
      query?: {
        sort?: string;
        filter?: string;
        range?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The page of records; `Content-Range: <resource> start-end/total` */
      200: {
        headers: {
          /** @description <resource> start-end/total */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            /** @enum {string} */
            status: 'open' | 'investigating' | 'resolved' | 'dismissed';
            staff_note: string | null;
            reporter: {
              id: string;
              name: string;
            } | null;
            /** @enum {string} */
            reporter_role: 'donor' | 'recipient';
            reported_name: string;
            reported_user: {
              id: string;
              name: string;
            } | null;
            description: string;
            created_at: string;
            reviewed_at: string | null;
            updated_at: string;
          }[];
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not allowed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  admin_flaggedFeedback_export: {
    parameters: {
      query?: {
        sort?: string;
        filter?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A CSV file, one row per record */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not allowed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  admin_flaggedFeedback_list: {
    parameters: {
      query?: {
        sort?: string;
        filter?: string;
        range?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The page of records; `Content-Range: <resource> start-end/total` */
      200: {
        headers: {
          /** @description <resource> start-end/total */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            /** @enum {string} */
            status: 'open' | 'investigating' | 'resolved' | 'dismissed';
            staff_note: string | null;
            outcome: string | null;
            description: string;
            reporter: {
              id: string;
              name: string;
            } | null;
            reported_by_hospital: string | null;
            reported_user: {
              id: string;
              name: string;
            } | null;
            request: {
              id: string;
              hospital: string;
              blood_group: string;
              units: number;
              needed_at: string;
              status: string;
            };
            created_at: string;
            reviewed_at: string | null;
          }[];
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not allowed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  admin_users_export: {
    parameters: {
      query?: {
        sort?: string;
        filter?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A CSV file, one row per record */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not allowed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  admin_users_list: {
    parameters: {
      query?: {
        sort?: string;
        filter?: string;
        range?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The page of records; `Content-Range: <resource> start-end/total` */
      200: {
        headers: {
          /** @description <resource> start-end/total */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            first_name: string;
            last_name: string;
            name: string;
            /** @description masked; POST reveal-contact to see it */
            email: string;
            /** @description masked */
            phone_number: string | null;
            /** @enum {string} */
            role: 'donor' | 'recipient';
            /** @enum {string} */
            status: 'pending' | 'active';
            blood_group: string | null;
            state: string | null;
            onboarded: boolean;
            suspended_until: string | null;
            suspended: boolean;
            created_at: string;
            requests_count: number;
            matches_count: number;
            confirmed_donations: number;
          }[];
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not allowed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  admin_users_show: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            first_name: string;
            last_name: string;
            name: string;
            /** @description masked; POST reveal-contact to see it */
            email: string;
            /** @description masked */
            phone_number: string | null;
            /** @enum {string} */
            role: 'donor' | 'recipient';
            /** @enum {string} */
            status: 'pending' | 'active';
            blood_group: string | null;
            state: string | null;
            onboarded: boolean;
            suspended_until: string | null;
            suspended: boolean;
            created_at: string;
            requests_count: number;
            matches_count: number;
            confirmed_donations: number;
            requests: {
              id: string;
              hospital: string;
              blood_group: string;
              units: number;
              status: string;
              needed_at: string;
              created_at: string;
            }[];
            matches: {
              id: string;
              request_id: string;
              hospital: string;
              status: string;
              created_at: string;
              confirmed_at: string | null;
            }[];
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not allowed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  admin_articles_export: {
    parameters: {
      query?: {
        sort?: string;
        filter?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A CSV file, one row per record */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not allowed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  admin_testimonials_export: {
    parameters: {
      query?: {
        sort?: string;
        filter?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A CSV file, one row per record */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not allowed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  admin_testimonials_list: {
    parameters: {
      query?: {
        sort?: string;
        filter?: string;
        range?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The page of records; `Content-Range: <resource> start-end/total` */
      200: {
        headers: {
          /** @description <resource> start-end/total */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string | null;
            /** @enum {string} */
            type: 'donor' | 'recipient';
            state: string;
            summary: string;
            challenges: string | null;
            aftermath: string | null;
            conclusion: string | null;
            reason: string | null;
            lesson: string | null;
            created_on: string;
            author: {
              id: string;
              name: string;
            } | null;
            /** @enum {string} */
            status: 'pending' | 'approved' | 'rejected';
            moderation_note: string | null;
            reviewed_at: string | null;
            created_at: string;
          }[];
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not allowed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  admin_hospitals_export: {
    parameters: {
      query?: {
        sort?: string;
        filter?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A CSV file, one row per record */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not allowed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  admin_hospitalOfficers_export: {
    parameters: {
      query?: {
        sort?: string;
        filter?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A CSV file, one row per record */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not allowed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  admin_appeals_export: {
    parameters: {
      query?: {
        sort?: string;
        filter?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A CSV file, one row per record */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not allowed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  admin_appeals_show: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            hospital: {
              id: string;
              name: string;
              address: string | null;
              state: string;
              latitude: number;
              longitude: number;
            };
            /** @description the donor groups asked for */
            blood_groups: ('A+' | 'A-' | 'B+' | 'B-' | 'AB+' | 'AB-' | 'O+' | 'O-')[];
            area: {
              /** @enum {string} */
              kind: 'state' | 'lgas' | 'radius';
              state: string;
              lgas?: string[];
              radius_km?: number;
            };
            units_wanted: number;
            /** @description donors the hospital can take per hour */
            per_hour: number;
            margin_percent: number;
            until: string;
            reason: string;
            /** @enum {string} */
            status: 'running' | 'filled' | 'stopped' | 'ended';
            coming_count: number;
            created_at: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not allowed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  admin_advocateApplications_export: {
    parameters: {
      query?: {
        sort?: string;
        filter?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A CSV file, one row per record */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not allowed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  admin_advocateApplications_list: {
    parameters: {
      query?: {
        sort?: string;
        filter?: string;
        range?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The page of records; `Content-Range: <resource> start-end/total` */
      200: {
        headers: {
          /** @description <resource> start-end/total */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            /** @description masked */
            email: string;
            /** @description masked */
            phone_number: string | null;
            state: string;
            age: number;
            education_level: string;
            bio: string;
            jbm_description: string;
            advocate_reason: string;
            /** @enum {string} */
            status: 'new' | 'shortlisted' | 'accepted' | 'rejected';
            decision_message: string | null;
            decided_at: string | null;
            /** @description admin API path; needs the staff token */
            passport_url: string;
            /** @description admin API path; needs the staff token */
            cv_url: string;
            created_at: string;
          }[];
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not allowed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  admin_advocateApplications_show: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            /** @description masked */
            email: string;
            /** @description masked */
            phone_number: string | null;
            state: string;
            age: number;
            education_level: string;
            bio: string;
            jbm_description: string;
            advocate_reason: string;
            /** @enum {string} */
            status: 'new' | 'shortlisted' | 'accepted' | 'rejected';
            decision_message: string | null;
            decided_at: string | null;
            /** @description admin API path; needs the staff token */
            passport_url: string;
            /** @description admin API path; needs the staff token */
            cv_url: string;
            created_at: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not allowed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  admin_partnershipMessages_export: {
    parameters: {
      query?: {
        sort?: string;
        filter?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A CSV file, one row per record */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not allowed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  admin_partnershipMessages_list: {
    parameters: {
      query?: {
        sort?: string;
        filter?: string;
        range?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The page of records; `Content-Range: <resource> start-end/total` */
      200: {
        headers: {
          /** @description <resource> start-end/total */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            /** @description masked */
            email: string;
            description: string;
            is_organization: boolean;
            /** @enum {string} */
            status: 'new' | 'contacted' | 'agreed' | 'declined';
            notes: string | null;
            created_at: string;
            updated_at: string;
          }[];
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not allowed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  admin_moneyDonations_export: {
    parameters: {
      query?: {
        sort?: string;
        filter?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A CSV file, one row per record */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not allowed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  admin_moneyDonations_list: {
    parameters: {
      query?: {
        sort?: string;
        filter?: string;
        range?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The page of records; `Content-Range: <resource> start-end/total` */
      200: {
        headers: {
          /** @description <resource> start-end/total */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            reference: string;
            provider: string;
            /** @enum {string} */
            status: 'pending' | 'successful' | 'failed' | 'abandoned';
            amount: number;
            currency: string;
            name: string;
            /** @description masked */
            email: string;
            /** @description masked */
            phone_number: string | null;
            crypto_coin: string | null;
            crypto_network: string | null;
            crypto_address: string | null;
            crypto_amount: string | null;
            transaction_hash: string | null;
            paid_at: string | null;
            created_at: string;
            /** @description a pending crypto donation staff may confirm */
            can_confirm: boolean;
          }[];
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not allowed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  admin_moneyDonations_show: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            reference: string;
            provider: string;
            /** @enum {string} */
            status: 'pending' | 'successful' | 'failed' | 'abandoned';
            amount: number;
            currency: string;
            name: string;
            /** @description masked */
            email: string;
            /** @description masked */
            phone_number: string | null;
            crypto_coin: string | null;
            crypto_network: string | null;
            crypto_address: string | null;
            crypto_amount: string | null;
            transaction_hash: string | null;
            paid_at: string | null;
            created_at: string;
            /** @description a pending crypto donation staff may confirm */
            can_confirm: boolean;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not allowed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  admin_airtimeCredits_export: {
    parameters: {
      query?: {
        sort?: string;
        filter?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A CSV file, one row per record */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not allowed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  admin_airtimeCredits_list: {
    parameters: {
      query?: {
        sort?: string;
        filter?: string;
        range?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The page of records; `Content-Range: <resource> start-end/total` */
      200: {
        headers: {
          /** @description <resource> start-end/total */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            /** @enum {string} */
            status: 'awaiting_phone' | 'pending' | 'sent' | 'failed' | 'over_budget';
            amount_ngn: number;
            donor_id: string;
            donor_name: string;
            /** @description masked */
            phone_number: string | null;
            /** @description the blood request the donation answered */
            request_id: string;
            match_id: string;
            /** @description the idempotency key sent to the provider */
            provider_request_id: string | null;
            provider_reference: string | null;
            attempts: number;
            last_error: string | null;
            decided_at: string;
            sent_at: string | null;
            next_attempt_at: string | null;
            updated_at: string;
            /** @description a failed credit staff may send again */
            can_retry: boolean;
          }[];
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not allowed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  admin_airtimeCredits_show: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            /** @enum {string} */
            status: 'awaiting_phone' | 'pending' | 'sent' | 'failed' | 'over_budget';
            amount_ngn: number;
            donor_id: string;
            donor_name: string;
            /** @description masked */
            phone_number: string | null;
            /** @description the blood request the donation answered */
            request_id: string;
            match_id: string;
            /** @description the idempotency key sent to the provider */
            provider_request_id: string | null;
            provider_reference: string | null;
            attempts: number;
            last_error: string | null;
            decided_at: string;
            sent_at: string | null;
            next_attempt_at: string | null;
            updated_at: string;
            /** @description a failed credit staff may send again */
            can_retry: boolean;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not allowed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  admin_staff_export: {
    parameters: {
      query?: {
        sort?: string;
        filter?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A CSV file, one row per record */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not allowed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  admin_auditLog_export: {
    parameters: {
      query?: {
        sort?: string;
        filter?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A CSV file, one row per record */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not allowed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  admin_auditLog_list: {
    parameters: {
      query?: {
        sort?: string;
        filter?: string;
        range?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The page of records; `Content-Range: <resource> start-end/total` */
      200: {
        headers: {
          /** @description <resource> start-end/total */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            actor: {
              id: string;
              email: string;
            };
            action: string;
            resource: string;
            record_id: string;
            before: unknown;
            after: unknown;
            ip: string;
            created_at: string;
          }[];
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not allowed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  admin_auditLog_show: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            actor: {
              id: string;
              email: string;
            };
            action: string;
            resource: string;
            record_id: string;
            before: unknown;
            after: unknown;
            ip: string;
            created_at: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not allowed */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  ExportPersonalDataController_export: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The export document, sent as an attachment */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            [key: string]: unknown;
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  OfficerAuthController_logIn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: unknown;
          password: string;
        };
      };
    };
    responses: {
      /** @description Password accepted: the authenticator step comes next */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /**
               * @description enrol: set up an authenticator first; totp: enter its code
               * @enum {string}
               */
              step: 'enrol' | 'totp';
              /** @description Good for 5 minutes, for the TOTP routes only */
              challenge_token: string;
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Too many requests; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  OfficerAuthController_enrol: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          challenge_token: string;
        };
      };
    };
    responses: {
      /** @description Scan the QR code (or type the secret) into an authenticator app */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @description Base32; shown once */
              secret: string;
              otpauth_url: string;
              /** @description data:image/png;base64 QR code of otpauth_url */
              qr_code_data_url: string;
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Too many requests; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  OfficerAuthController_verify: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          challenge_token: string;
          code?: string;
          recovery_code?: string;
        };
      };
    };
    responses: {
      /** @description Signed in: the officer's token and who it belongs to */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              token: string;
              expires_at: string;
              officer: {
                id: string;
                email: string;
                name: string;
                /** @enum {string} */
                role: 'blood_bank_officer' | 'nurse_in_charge';
                hospital: {
                  id: string;
                  name: string;
                  /** @description the hospital's state */
                  state: string;
                };
              };
              /** @description Only when this code completed enrolment; shown once */
              recovery_codes?: string[];
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Too many requests; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  OfficerAuthController_setPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Password set; sign in with it */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              email: string;
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Too many requests; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  OfficerAuthController_logOut: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Logged out */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string|null} */
            data: null;
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  OfficerAuthController_me: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The signed-in officer and their hospital */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              email: string;
              name: string;
              /** @enum {string} */
              role: 'blood_bank_officer' | 'nurse_in_charge';
              hospital: {
                id: string;
                name: string;
                /** @description the hospital's state */
                state: string;
              };
            };
            message: string;
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  ListHospitalRequestsController_list: {
    parameters: {
      query?: {
        status?: 'open' | 'closed';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              patient_name: string;
              /** @enum {string} */
              blood_group: 'A+' | 'A-' | 'B+' | 'B-' | 'AB+' | 'AB-' | 'O+' | 'O-';
              units: number;
              needed_at: string;
              /** @enum {string} */
              status: 'pending' | 'accepted' | 'inactive' | 'Donation Received' | 'expired' | 'closed';
              created_at: string;
              /** @description when an officer confirmed the request is genuine */
              genuine_confirmed_at: string | null;
              matches: {
                id: string;
                /** @description first name and last initial */
                donor_name: string;
                /** @enum {string} */
                status: 'accepted' | 'confirmed' | 'no_show';
                accepted_at: string;
                confirmed_at: string | null;
                /** @enum {string|null} */
                confirmed_by: 'recipient' | 'hospital' | null;
                no_show_at: string | null;
              }[];
            }[];
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  ConfirmRequestGenuineController_confirm: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description the units the patient needs, when the request has it wrong */
          units?: number;
        };
      };
    };
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              patient_name: string;
              /** @enum {string} */
              blood_group: 'A+' | 'A-' | 'B+' | 'B-' | 'AB+' | 'AB-' | 'O+' | 'O-';
              units: number;
              needed_at: string;
              /** @enum {string} */
              status: 'pending' | 'accepted' | 'inactive' | 'Donation Received' | 'expired' | 'closed';
              created_at: string;
              /** @description when an officer confirmed the request is genuine */
              genuine_confirmed_at: string | null;
              matches: {
                id: string;
                /** @description first name and last initial */
                donor_name: string;
                /** @enum {string} */
                status: 'accepted' | 'confirmed' | 'no_show';
                accepted_at: string;
                confirmed_at: string | null;
                /** @enum {string|null} */
                confirmed_by: 'recipient' | 'hospital' | null;
                no_show_at: string | null;
              }[];
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  PreviewDonationController_preview: {
    parameters: {
      query: {
        code: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @description first name and last initial */
              donor_name: string;
              /** @description the request's patient; null for a donor who came for an appeal */
              patient_name: string | null;
              appeal_id: string | null;
              request_id: string | null;
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Too many requests; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  RecordDonationController_record: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
        };
      };
    };
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @description the request's match; null for a donor who came for an appeal */
              match_id: string | null;
              request_id: string | null;
              /** @description the appeal the donor came for, when the code was given for one */
              appeal_id: string | null;
              /** @description first name and last initial */
              donor_name: string;
              hospital: string;
              /** @description the recipient had already confirmed this donation: still one donation */
              already_recorded: boolean;
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Too many requests; see Retry-After */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  ReportNoShowAtHospitalController_report: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              patient_name: string;
              /** @enum {string} */
              blood_group: 'A+' | 'A-' | 'B+' | 'B-' | 'AB+' | 'AB-' | 'O+' | 'O-';
              units: number;
              needed_at: string;
              /** @enum {string} */
              status: 'pending' | 'accepted' | 'inactive' | 'Donation Received' | 'expired' | 'closed';
              created_at: string;
              /** @description when an officer confirmed the request is genuine */
              genuine_confirmed_at: string | null;
              matches: {
                id: string;
                /** @description first name and last initial */
                donor_name: string;
                /** @enum {string} */
                status: 'accepted' | 'confirmed' | 'no_show';
                accepted_at: string;
                confirmed_at: string | null;
                /** @enum {string|null} */
                confirmed_by: 'recipient' | 'hospital' | null;
                no_show_at: string | null;
              }[];
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
  CloseHospitalRequestController_close: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason: unknown;
        };
      };
    };
    responses: {
      /** @description Successful */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              patient_name: string;
              /** @enum {string} */
              blood_group: 'A+' | 'A-' | 'B+' | 'B-' | 'AB+' | 'AB-' | 'O+' | 'O-';
              units: number;
              needed_at: string;
              /** @enum {string} */
              status: 'pending' | 'accepted' | 'inactive' | 'Donation Received' | 'expired' | 'closed';
              created_at: string;
              /** @description when an officer confirmed the request is genuine */
              genuine_confirmed_at: string | null;
              matches: {
                id: string;
                /** @description first name and last initial */
                donor_name: string;
                /** @enum {string} */
                status: 'accepted' | 'confirmed' | 'no_show';
                accepted_at: string;
                confirmed_at: string | null;
                /** @enum {string|null} */
                confirmed_by: 'recipient' | 'hospital' | null;
                no_show_at: string | null;
              }[];
            };
            message: string;
          };
        };
      };
      /** @description Bad input: `errors` names each field at fault */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description For people, in the language of Accept-Language */
            message: string;
            /** @description A stable snake_case code to branch on (the message may change or be translated). Generic: invalid_input, not_authenticated, forbidden, not_found, conflict, already_exists, too_large, unsupported_media_type, too_many_requests, bad_request, service_unavailable, storage_unavailable, internal_error. Request lifecycle: request_not_found, not_your_match, not_matched, donor_code_unknown, no_show_donor_unknown, units_below_matches, request_full, request_not_open, already_accepted, already_declined, already_committed, donated_recently, suspended, paused, own_request, cannot_donate, already_confirmed, donor_no_show, reported_no_show, request_has_matches, request_expired, request_completed, no_show_too_early, no_show_not_allowed. Appeals: appeal_not_found, appeal_response_not_found, appeal_slot_invalid, appeal_hospital_not_verified, appeal.filled, appeal.slot_full, appeal_not_running, appeal_already_coming, appeal_cannot_donate. */
            code: string;
            errors?: {
              [key: string]: string;
            };
            /** @description What can be done instead, when offered */
            details?: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
  };
}
