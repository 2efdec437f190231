export { SmsModule } from './sms.module.js';
