import type { PostbackNetworkId } from '@app/shared/tasklib/postback-protocol';
import type { Delivery } from './postback-sender';

/**
 * The advertiser's landing page a player reaches from an offer's link (take_task's link: the offer's
 * link template with the click id, user id and offer id filled in). In the sandbox the tester plays
 * the player's part: "Complete" (or "Reach level N" for a level offer) makes the advertiser's network
 * post the conversion to our API; the result page shows each delivery and offers a chargeback.
 */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f4f1ea;color:#222}
main{max-width:420px;margin:0 auto;padding:24px 16px}header{font-weight:700;font-size:20px;color:#b4531a;margin-bottom:16px}
.card{background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 4px #0002}.muted{color:#666;font-size:14px}
form{display:grid;gap:10px;margin-top:20px}button{font-size:16px;padding:12px;border-radius:8px;border:0;cursor:pointer}
.go{background:#1f9d55;color:#fff}.back{background:#d64545;color:#fff}code{word-break:break-all}li{margin:6px 0}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main><header>Advertiser sandbox</header>${body}</main></body></html>`;
}

/** "tiger_slots.reach_level_10" -> 10: the level a level offer asks for. */
export function levelOf(offerId: string): number | null {
  const match = /reach_level_(\d+)$/.exec(offerId);
  return match ? Number(match[1]) : null;
}

export interface ClickView {
  network: PostbackNetworkId;
  offerId: string;
  clickId: string;
  userId: string;
}

export function landingPage(click: ClickView): string {
  const level = levelOf(click.offerId);
  const action = level === null ? 'Complete' : `Reach level ${level}`;
  const hidden = `<input type="hidden" name="click_id" value="${escapeHtml(click.clickId)}">
<input type="hidden" name="user_id" value="${escapeHtml(click.userId)}">`;
  return page(
    click.offerId,
    `<div class="card"><h1>${escapeHtml(click.offerId)}</h1>
<p class="muted">Network <b>${click.network}</b> · click <code>${escapeHtml(click.clickId)}</code> · user ${escapeHtml(click.userId)}</p>
<p>Play the player's part: when the task is done the advertiser's network posts the conversion to the platform.</p>
<form method="post" action="${escapeHtml(convertPath(click))}">${hidden}
<button class="go" type="submit" name="action" value="complete">${action}</button></form></div>`,
  );
}

export function convertPath(click: Pick<ClickView, 'network' | 'offerId'>): string {
  return `/click/${click.network}/${encodeURIComponent(click.offerId)}/convert`;
}

export function resultPage(click: ClickView, deliveries: Delivery[]): string {
  const items = deliveries
    .map((d) => {
      const last = d.attempts.at(-1);
      const kind = d.fields.reversal ? 'chargeback' : 'conversion';
      return `<li>${kind} <code>${escapeHtml(d.fields.conversionId)}</code>: <b>${d.state}</b> after ${d.attempts.length} attempt(s)${last ? `, last answer ${last.status} <code>${escapeHtml(last.body.slice(0, 120))}</code>` : ''}</li>`;
    })
    .join('');
  const original = deliveries.find((d) => !d.fields.reversal);
  const chargeback = original
    ? `<form method="post" action="${escapeHtml(convertPath(click))}"><input type="hidden" name="click_id" value="${escapeHtml(click.clickId)}">
<input type="hidden" name="user_id" value="${escapeHtml(click.userId)}"><input type="hidden" name="conversion_id" value="${escapeHtml(original.fields.conversionId)}">
<button class="back" type="submit" name="action" value="reverse">Charge back</button></form>`
    : '';
  return page('Postback sent', `<div class="card"><h1>Postback sent</h1><ul>${items}</ul>${chargeback}</div>`);
}

export function notFoundPage(message: string): string {
  return page('Not found', `<div class="card"><h1>Not found</h1><p>${escapeHtml(message)}</p></div>`);
}
