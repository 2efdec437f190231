import { join } from 'node:path';
import { AirtimeProvider, SandboxAirtimeProvider } from './airtime-provider.js';
import { VtpassAirtimeProvider } from './vtpass-airtime-provider.js';

export interface AirtimeConfig {
  AIRTIME_PROVIDER: 'sandbox' | 'vtpass';
  VTPASS_API_KEY?: string;
  VTPASS_SECRET_KEY?: string;
  VTPASS_BASE_URL: string;
  DATA_DIR: string;
}

/** The airtime provider the configuration asks for (the configuration refuses `vtpass` without its keys). */
export const createAirtimeProvider = (config: AirtimeConfig, log: (line: string) => void): AirtimeProvider =>
  config.AIRTIME_PROVIDER === 'vtpass'
    ? new VtpassAirtimeProvider({
        apiKey: config.VTPASS_API_KEY!,
        secretKey: config.VTPASS_SECRET_KEY!,
        baseUrl: config.VTPASS_BASE_URL,
      })
    : new SandboxAirtimeProvider(join(config.DATA_DIR, 'airtime'), log);
