import { Query } from '@nestjs/cqrs';

/** The application server key a browser needs to subscribe to Web Push (`applicationServerKey`). */
export class GetVapidPublicKeyQuery extends Query<string> {}
