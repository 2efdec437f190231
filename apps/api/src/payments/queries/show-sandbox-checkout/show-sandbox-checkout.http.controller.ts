import { Controller, Get, Param, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '@app/auth';
import { NotFoundError } from '@app/domain';
import { HandlePaystackWebhookCommand } from '../commands/handle-paystack-webhook/handle-paystack-webhook.command.js';
import { PaymentProvider } from '../payment-provider.js';
import { SandboxPaymentProvider } from './sandbox-payment.provider.js';
import { PAYMENT_ERRORS } from '../payments.errors.js';

const NOT_FOUND = 'No pending sandbox payment with this reference';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const page = (reference: string, amount: string, email: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>SANDBOX checkout - Blood Match</title>
<style>
body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#222}
.banner{background:#b00020;color:#fff;padding:.75rem 1rem;border-radius:.5rem;font-weight:700;text-align:center}
.amount{font-size:2rem;font-weight:700;margin:1.5rem 0 .25rem}
form{display:inline}button{font-size:1rem;padding:.6rem 1.2rem;margin:1rem .5rem 0 0;border-radius:.4rem;border:1px solid #888;cursor:pointer}
.pay{background:#1b5e20;color:#fff;border-color:#1b5e20}
</style>
</head>
<body>
<p class="banner">SANDBOX &mdash; test checkout, no real money moves</p>
<p>No payment provider is configured (PAYSTACK_SECRET_KEY is unset), so this page stands in for the checkout.</p>
<p class="amount">${escapeHtml(amount)}</p>
<p>Donation by ${escapeHtml(email)}<br>Reference <code>${escapeHtml(reference)}</code></p>
<form method="post" action="${escapeHtml(encodeURIComponent(reference))}/complete" enctype="text/plain"><input type="hidden" name="sandbox" value="pay"><button class="pay" type="submit">Pay (sandbox)</button></form>
<form method="post" action="${escapeHtml(encodeURIComponent(reference))}/cancel" enctype="text/plain"><input type="hidden" name="sandbox" value="cancel"><button type="submit">Cancel</button></form>
</body>
</html>`;

/**
 * The sandbox checkout page (only while no provider key is configured). Pay and Cancel produce a signed
 * Paystack-shaped event and hand it to the webhook command, the same path real provider events take.
 */
@ApiExcludeController()
@Controller('payments/sandbox/checkout')
export class SandboxCheckoutController {
  constructor(
    private readonly provider: PaymentProvider,
    private readonly commands: CommandBus,
  ) {}

  @Public()
  @Get(':reference')
  async show(@Param('reference') reference: string, @Res() response: FastifyReply) {
    const transaction = await this.sandbox().pending(reference);
    // eslint-disable-next-line no-restricted-syntax -- for the payment provider or an integrator, not people: English only
    if (!transaction) throw new NotFoundError(NOT_FOUND);
    const amount = `${transaction.currency} ${(transaction.amountSubunits / 100).toLocaleString('en-NG', {
      minimumFractionDigits: 2,
    })}`;
    void response
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
      .send(page(reference, amount, transaction.email));
  }

  @Public()
  @Post(':reference/complete')
  complete(@Param('reference') reference: string, @Res() response: FastifyReply) {
    return this.settle(reference, 'success', response);
  }

  @Public()
  @Post(':reference/cancel')
  cancel(@Param('reference') reference: string, @Res() response: FastifyReply) {
    return this.settle(reference, 'abandoned', response);
  }

  private async settle(reference: string, outcome: 'success' | 'abandoned', response: FastifyReply) {
    const event = await this.sandbox().settle(reference, outcome);
    // eslint-disable-next-line no-restricted-syntax -- for the payment provider or an integrator, not people: English only
    if (!event) throw new NotFoundError(NOT_FOUND);
    await this.commands.execute(new HandlePaystackWebhookCommand(event.body, event.signature));
    const back = new URL(event.callbackUrl);
    back.searchParams.set('trxref', reference);
    back.searchParams.set('reference', reference);
    void response.status(303).header('Location', back.toString()).send();
  }

  private sandbox(): SandboxPaymentProvider {
    if (!(this.provider instanceof SandboxPaymentProvider)) throw PAYMENT_ERRORS.error('sandbox_off');
    return this.provider;
  }
}
