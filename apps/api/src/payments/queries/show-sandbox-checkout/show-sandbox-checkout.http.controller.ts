import { Controller, Get, Param, Post, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '@app/auth';
import { SettleSandboxPaymentCommand } from '../../commands/settle-sandbox-payment/settle-sandbox-payment.command.js';
import { ShowSandboxCheckoutQuery } from './show-sandbox-checkout.query.js';

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
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Public()
  @Get(':reference')
  async show(@Param('reference') reference: string, @Res() response: FastifyReply) {
    const transaction = await this.queries.execute(new ShowSandboxCheckoutQuery(reference));
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
    const { callbackUrl } = await this.commands.execute(new SettleSandboxPaymentCommand(reference, outcome));
    const back = new URL(callbackUrl);
    back.searchParams.set('trxref', reference);
    back.searchParams.set('reference', reference);
    void response.status(303).header('Location', back.toString()).send();
  }
}
