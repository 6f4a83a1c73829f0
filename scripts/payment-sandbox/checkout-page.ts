import type { Payment } from '@app/shared/payments/provider-protocol';

/**
 * The hosted checkout of "Sandbox Pay": what the payer sees after our recharge screen redirects. The
 * tester picks Pay (success), Fail or Abandon; the form posts back to the sandbox, which settles the
 * payment and redirects the browser to the merchant's return URL. A settled payment shows its state.
 */

const CHANNEL_NAMES: Record<Payment['channel'], string> = {
  momo: 'MoMo',
  dana: 'DANA',
  ovo: 'OVO',
  gopay: 'GoPay',
  shopeepay: 'ShopeePay',
  bank: 'Bank transfer',
  pix: 'PIX',
  pagbank: 'PagBank',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** "100000" -> "100,000"; "25.5" -> "25.50" with the currency's decimals kept as given. */
function groupThousands(amount: string): string {
  const [whole = '0', fraction] = amount.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f3f5f9;color:#1b2330}
main{max-width:420px;margin:0 auto;padding:24px 16px}header{font-weight:700;font-size:20px;color:#3a4ee0;margin-bottom:16px}
.card{background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 4px #0002}.amount{font-size:28px;font-weight:700;margin:8px 0}
.muted{color:#5d6878;font-size:14px}form{display:grid;gap:10px;margin-top:20px}
button{font-size:16px;padding:12px;border-radius:8px;border:0;cursor:pointer}.pay{background:#1f9d55;color:#fff}
.fail{background:#d64545;color:#fff}.abandon{background:#e4e7ec;color:#1b2330}`;

export function checkoutPage(payment: Payment): string {
  const amount = groupThousands(payment.amount);
  const channel = CHANNEL_NAMES[payment.channel];
  const settled = payment.status !== 'pending';
  const actions = settled
    ? `<p data-testid="sandbox-pay-status">This payment is ${escapeHtml(payment.status)}.</p>
<p><a href="${escapeHtml(returnTo(payment))}">Back to the merchant</a></p>`
    : `<form method="post" action="/checkout/${escapeHtml(payment.id)}">
<button class="pay" name="action" value="pay" data-testid="sandbox-pay-success">Pay (success)</button>
<button class="fail" name="action" value="fail" data-testid="sandbox-pay-fail">Fail</button>
<button class="abandon" name="action" value="abandon" data-testid="sandbox-pay-abandon">Abandon</button>
</form>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Sandbox Pay</title><style>${STYLE}</style></head>
<body><main><header>Sandbox Pay <span class="muted">test mode</span></header><div class="card">
<div class="muted">Pay with ${escapeHtml(channel)}</div>
<div class="amount" data-testid="sandbox-pay-amount" data-amount="${escapeHtml(payment.amount)}">${escapeHtml(amount)} ${escapeHtml(payment.currency)}</div>
<div class="muted">Order ${escapeHtml(payment.order_id)}</div>
${actions}</div></main></body></html>`;
}

/** The merchant's return URL with the payment's id and state added (the result page follows the order anyway). */
export function returnTo(payment: Payment): string {
  const url = new URL(payment.return_url);
  url.searchParams.set('payment_id', payment.id);
  url.searchParams.set('status', payment.status);
  return url.toString();
}

export function notFoundPage(): string {
  return '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox Pay</title></head><body><p>No such payment.</p></body></html>';
}
