import type { AppConfig } from '@app/config';
import { invalidField } from '@app/domain';
import { PAYMENT_ERRORS } from '../payments.errors.js';

export interface CryptoWallet {
  coin: string;
  network: string;
  address: string;
}

/** Used only while CRYPTO_WALLETS is unset; the replies carry `demo: true`. Never send funds to these. */
export const DEMO_WALLETS: CryptoWallet[] = [
  { coin: 'USDT', network: 'TRC20', address: 'DEMO-ONLY-NOT-A-REAL-USDT-TRC20-ADDRESS' },
  { coin: 'BTC', network: 'Bitcoin', address: 'DEMO-ONLY-NOT-A-REAL-BTC-ADDRESS' },
];
/** Demo prices and rates (USD), used only while the CRYPTO_* variables are unset. */
export const DEMO_COIN_PRICES_USD: Record<string, number> = { USDT: 1, BTC: 100_000 };
export const DEMO_CURRENCY_RATES_USD: Record<string, number> = {
  NGN: 0.00065,
  USD: 1,
  AED: 0.2723,
  GBP: 1.27,
  EUR: 1.08,
};

export interface CryptoQuote extends CryptoWallet {
  cryptoAmount: string;
  demo: boolean;
}

type CryptoConfig = Pick<AppConfig, 'CRYPTO_WALLETS' | 'CRYPTO_COIN_PRICES_USD' | 'CRYPTO_CURRENCY_RATES_USD'>;

/** The wallet to pay into (the first configured, or the one for `coin`) and the amount of coin for the donation. */
export const quoteCrypto = (config: CryptoConfig, amount: number, currency: string, coin?: string): CryptoQuote => {
  const wallets = config.CRYPTO_WALLETS.length ? config.CRYPTO_WALLETS : DEMO_WALLETS;
  const prices = Object.keys(config.CRYPTO_COIN_PRICES_USD).length
    ? config.CRYPTO_COIN_PRICES_USD
    : DEMO_COIN_PRICES_USD;
  const rates = Object.keys(config.CRYPTO_CURRENCY_RATES_USD).length
    ? config.CRYPTO_CURRENCY_RATES_USD
    : DEMO_CURRENCY_RATES_USD;
  const demo = wallets === DEMO_WALLETS || prices === DEMO_COIN_PRICES_USD || rates === DEMO_CURRENCY_RATES_USD;
  const wallet = coin ? wallets.find((candidate) => candidate.coin === coin.toUpperCase()) : wallets[0];
  // eslint-disable-next-line no-restricted-syntax -- for the payment provider or an integrator, not people: English only
  if (!wallet) throw invalidField('coin', `Crypto donations are taken in ${wallets.map((w) => w.coin).join(', ')}`);
  const price = prices[wallet.coin];
  const rate = rates[currency];
  // eslint-disable-next-line no-restricted-syntax -- for the payment provider or an integrator, not people: English only
  if (!price) throw invalidField('coin', `No price is configured for ${wallet.coin}`);
  if (!rate) throw PAYMENT_ERRORS.error('crypto_unavailable', { field: 'currency', params: { currency } });
  const cryptoAmount = ((amount * rate) / price).toFixed(8).replace(/\.?0+$/, '');
  return { ...wallet, cryptoAmount, demo };
};
