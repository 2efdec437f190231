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
    delete?: never;
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
     * @description Starts the targeted donor search at once (first wave: 10 km); later waves widen to 25, 50, 100 km and the whole state.
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
     * @description Outcomes for donors: successful_donation, medically_unfit, recently_finished_period, weight_under_50kg, high_blood_pressure, low_pcv, medications, donor_no_longer_needed, other_pressing_matters, strenuous_but_successful, recipient_wanted_different_location, prank_request, recipient_refused_transport. For recipients: did_not_show_up, donated_without_hitches, asked_for_payment, unreachable_after_accepting, took_pictures_without_consent. A recipient's did_not_show_up suspends the donor for a month (match_id names the donor when several accepted).
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
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/octet-stream': {
            message: string;
            errors?: {
              [key: string]: string;
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
          phone_number: unknown;
          password: string;
          base_url?: string;
        };
      };
    };
    responses: {
      /** @description Account created; a verification email was sent */
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
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
    /** @description One of: the onboarding payload (before onboarding), personal details, vitals, {role}; or multipart/form-data with an `image` file (png, jpg or gif). */
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
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
              }[];
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
            message: string;
            errors?: {
              [key: string]: string;
            };
          };
        };
      };
    };
  };
  ListReferenceDataController_services: {
    parameters: {
      query: {
        type: 'donation';
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
            message: string;
            errors?: {
              [key: string]: string;
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
        limit: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Places in Nigeria matching q. Place data © GeoNames, CC BY 4.0 */
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
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
            };
          };
        };
      };
    };
  };
  ListDonorRequestsController_list: {
    parameters: {
      query: {
        page: number;
        limit: number;
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
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
            };
          };
        };
      };
    };
  };
  DonorHistoryController_history: {
    parameters: {
      query: {
        page: number;
        limit: number;
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
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
            };
          };
        };
      };
    };
  };
  DonorHistoryController_donations: {
    parameters: {
      query: {
        page: number;
        limit: number;
        status: 'pending' | 'confirmed';
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
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
                /** @description `{PUBLIC_URL}/v1/reminders/{id}.ics` */
                ics: string;
              } | null;
              match_id: string | null;
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
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
            };
          };
        };
      };
    };
  };
  ListMyRequestsController_list: {
    parameters: {
      query: {
        page: number;
        limit: number;
        user_id?: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
            };
          };
        };
      };
    };
  };
  ListFeedbackController_list: {
    parameters: {
      query: {
        page: number;
        limit: number;
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
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
            };
          };
        };
      };
    };
  };
  ListTestimonialsController_list: {
    parameters: {
      query: {
        page: number;
        limit: number;
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
            message: string;
            errors?: {
              [key: string]: string;
            };
          };
        };
      };
    };
  };
  ListArticlesController_list: {
    parameters: {
      query: {
        page: number;
        limit: number;
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
            message: string;
            errors?: {
              [key: string]: string;
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
              created_on: string;
              image: string | null;
              blog: {
                id: number;
                title: string;
                /** @description HTML, sanitised against the allow-list */
                content: string;
                created_on: string;
                image: string | null;
              };
            };
            message: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
          is_organization: boolean;
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
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
            };
          };
        };
      };
    };
  };
  ListNotificationsController_list: {
    parameters: {
      query: {
        page: number;
        limit: number;
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
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: {
              [key: string]: string;
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
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
      query: {
        page: number;
        limit: number;
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
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
            };
          };
        };
      };
    };
  };
  GetReminderIcsController_ics: {
    parameters: {
      query?: never;
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
        content?: never;
      };
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/calendar': {
            message: string;
            errors?: {
              [key: string]: string;
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
          'text/calendar': {
            message: string;
            errors?: {
              [key: string]: string;
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
      /** @description No token, or a bad or expired one */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
            message: string;
            errors?: {
              [key: string]: string;
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
}
