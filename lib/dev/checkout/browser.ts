/**
 * The development stand-in's browser side: a Stripe.js that offers what the summary page uses
 * (`Stripe(key).createEmbeddedCheckoutPage({ clientSecret })` → `mount`, `unmount`, `destroy`),
 * and the card form it mounts in an iframe. The form's Pay button completes the session on the
 * stand-in, which sends the webhook; the frame then asks the page to go to the return URL, as
 * Stripe's embedded checkout does.
 */
import { escapeHtml } from "@/lib/html/escape";

/** The messages the form's frame posts to the page that mounted it. */
const MESSAGE = { height: "dev-checkout:height", complete: "dev-checkout:complete" } as const;

/** `/stripe.js`: sets `window.Stripe`, which `loadStripe` then uses instead of fetching Stripe's. */
export function standInStripeJs(origin: string): string {
  return `"use strict";
(() => {
  const origin = ${JSON.stringify(origin)};
  // Stripe allows one embedded checkout on a page at a time.
  let current = null;
  window.Stripe = (publishableKey) => {
    if (typeof publishableKey !== "string" || !publishableKey.startsWith("pk_")) {
      throw new Error("Stripe(): pass a publishable key (pk_…).");
    }
    return {
      async createEmbeddedCheckoutPage({ clientSecret }) {
        if (typeof clientSecret !== "string") throw new Error("createEmbeddedCheckoutPage: clientSecret is missing.");
        if (current) throw new Error("You cannot have multiple embedded checkout items.");
        let frame = null;
        const onMessage = (event) => {
          if (event.origin !== origin || !frame || event.source !== frame.contentWindow) return;
          const { type, height, returnUrl } = event.data ?? {};
          if (type === ${JSON.stringify(MESSAGE.height)}) frame.style.height = height + "px";
          if (type === ${JSON.stringify(MESSAGE.complete)}) window.location.assign(returnUrl);
        };
        const checkout = {
          mount(location) {
            const parent = typeof location === "string" ? document.querySelector(location) : location;
            if (!parent) throw new Error("mount: no element to mount the checkout in.");
            frame = document.createElement("iframe");
            frame.src = origin + "/embedded/" + encodeURIComponent(clientSecret);
            frame.title = "Secure card payment form";
            frame.style.cssText = "display:block;width:100%;height:320px;border:0;color-scheme:normal";
            window.addEventListener("message", onMessage);
            parent.appendChild(frame);
          },
          unmount() {
            window.removeEventListener("message", onMessage);
            frame?.remove();
            frame = null;
          },
          destroy() {
            checkout.unmount();
            if (current === checkout) current = null;
          },
        };
        current = checkout;
        return checkout;
      },
    };
  };
})();
`;
}

export type FormSession = {
  description: string;
  amount_total: number;
  currency: string;
  customer_email: string | null;
  status: string;
  client_secret: string;
};

/** `/embedded/{client secret}`: the card form inside the iframe. */
export function embeddedForm(session: FormSession): string {
  const amount = new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: session.currency.toUpperCase(),
  }).format(session.amount_total / 100);
  const body =
    session.status === "open"
      ? `<form id="pay" novalidate>
<label for="card">Card number</label>
<input id="card" name="card" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required>
<p id="error" role="alert" hidden></p>
<button type="submit">Pay ${escapeHtml(amount)}</button>
</form>`
      : `<p role="alert">This checkout is ${escapeHtml(session.status)}.</p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Card payment</title><link rel="icon" href="data:,">
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:4px 2px 8px;color:#1a1b1e}
body>:first-child{margin-top:0}
.note{color:#868e96;font-size:.8rem;margin:0 0 .75rem}
h1{font-size:1rem;font-weight:600;margin:0}
.amount{font-size:1.6rem;font-weight:700;margin:.25rem 0 .75rem}
label{display:block;font-size:.875rem;font-weight:500;margin-bottom:.3rem}
input{box-sizing:border-box;width:100%;font-size:1rem;padding:.55rem .7rem;border:1px solid #ced4da;border-radius:6px}
input:focus{outline:2px solid #1c3f7a;outline-offset:-1px}
button{margin-top:.9rem;width:100%;background:#1c3f7a;color:#fff;border:0;border-radius:6px;padding:.7rem;font-size:1rem;font-weight:600;cursor:pointer}
button:disabled{opacity:.6;cursor:progress}
[role=alert]{color:#c92a2a;font-size:.875rem;margin:.5rem 0 0}
</style></head>
<body>
<p class="note">Development card checkout: no card is charged. Any valid test number pays; 4000 0000 0000 0002 is declined.</p>
<h1>${escapeHtml(session.description)}</h1>
<p class="amount">${escapeHtml(amount)}</p>
${session.customer_email ? `<p class="note">Receipt to ${escapeHtml(session.customer_email)}</p>` : ""}
${body}
<script>
"use strict";
const post = (message) => parent.postMessage(message, "*");
// The body's own height: the document's is never less than the frame's.
const fit = () => post({ type: ${JSON.stringify(MESSAGE.height)}, height: Math.ceil(document.body.getBoundingClientRect().height) });
// Again whenever it changes: the page may mount the frame hidden, or narrow it later.
new ResizeObserver(fit).observe(document.body);
const form = document.getElementById("pay");
form?.addEventListener("submit", async (event) => {
  event.preventDefault();
  const button = form.querySelector("button");
  const error = document.getElementById("error");
  button.disabled = true;
  error.hidden = true;
  const answer = await fetch(${JSON.stringify(`/embedded/${encodeURIComponent(session.client_secret)}/pay`)}, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ card: form.card.value }),
  });
  const result = await answer.json();
  if (answer.ok) return post({ type: ${JSON.stringify(MESSAGE.complete)}, returnUrl: result.return_url });
  error.textContent = result.error.message;
  error.hidden = false;
  button.disabled = false;
});
</script>
</body></html>`;
}

const DECLINED = "4000000000000002";

/** Why a test card does not pay, or undefined when it does (Luhn-valid, 13 to 19 digits). */
export function cardProblem(input: unknown): string | undefined {
  const digits = typeof input === "string" ? input.replace(/[\s-]/g, "") : "";
  if (!/^\d{13,19}$/.test(digits) || !luhnValid(digits)) return "Your card number is invalid.";
  if (digits === DECLINED) return "Your card was declined.";
  return undefined;
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}
