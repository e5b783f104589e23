// The sandbox checkout page's stylesheet, served as a file (/pay/sandbox/checkout.css) because
// the Content-Security-Policy allows styles from our own origin only, never inline. The app's
// dark theme (src/ui/tokens.css colours), laid out like a hosted checkout: summary beside form.

export const SANDBOX_CHECKOUT_CSS = `
:root { color-scheme: dark; }
* { box-sizing: border-box; }
body {
  margin: 0; min-height: 100vh; background: #0b0f17; color: #e8eefb;
  font: 15px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
  display: flex; align-items: center; justify-content: center; padding: 24px;
}
.checkout {
  width: 100%; max-width: 880px; display: grid; grid-template-columns: 1fr 1fr;
  background: #131b2b; border: 1px solid #26324a; border-radius: 16px; overflow: hidden;
  box-shadow: 0 24px 64px rgb(0 0 0 / 55%);
}
@media (max-width: 720px) { .checkout { grid-template-columns: 1fr; } }
.summary { padding: 32px; background: #0f1522; border-right: 1px solid #26324a; }
.merchant { display: flex; align-items: center; gap: 10px; font-weight: 600; color: #a3afc6; }
.logo {
  width: 28px; height: 28px; border-radius: 8px; background: #22c55e; color: #04210f;
  display: inline-flex; align-items: center; justify-content: center; font-weight: 800;
}
.badge {
  margin-left: auto; font-size: 12px; padding: 2px 10px; border-radius: 999px;
  background: rgb(250 204 21 / 14%); color: #facc15; font-weight: 600;
}
.plan { margin: 28px 0 4px; color: #a3afc6; }
.amount { font-size: 36px; font-weight: 700; letter-spacing: -0.5px; margin: 0; }
.interval { color: #8391ab; font-size: 14px; }
.line { display: flex; justify-content: space-between; margin-top: 20px; padding-top: 16px;
  border-top: 1px solid #26324a; color: #a3afc6; font-size: 14px; }
.pay { padding: 32px; }
h1 { font-size: 20px; margin: 0 0 20px; }
label { display: block; font-size: 13px; color: #a3afc6; margin: 14px 0 6px; }
input {
  width: 100%; padding: 11px 12px; border-radius: 10px; border: 1px solid #34425f;
  background: #19233a; color: #e8eefb; font: inherit; font-family: ui-monospace, 'SF Mono', Menlo, Consolas, monospace;
}
input:focus { outline: 2px solid #93c5fd; outline-offset: 1px; border-color: #93c5fd; }
.row { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
.email { padding: 11px 12px; border-radius: 10px; background: #0f1522; border: 1px solid #26324a; color: #a3afc6; }
button {
  width: 100%; margin-top: 22px; padding: 13px; border: 0; border-radius: 10px; cursor: pointer;
  background: #22c55e; color: #04210f; font: inherit; font-weight: 700; font-size: 16px;
}
button:hover { background: #4ade80; }
button:focus-visible, a:focus-visible { outline: 2px solid #93c5fd; outline-offset: 2px; }
.error {
  margin-top: 16px; padding: 10px 12px; border-radius: 10px; background: rgb(248 113 113 / 14%);
  color: #f87171; font-weight: 600;
}
.notice { margin-top: 16px; padding: 10px 12px; border-radius: 10px; background: rgb(96 165 250 / 14%); color: #60a5fa; }
.links { margin-top: 18px; display: flex; justify-content: space-between; gap: 12px; font-size: 14px; }
a { color: #93c5fd; }
.hint { margin-top: 22px; font-size: 12px; color: #8391ab; }
.hint code { font-family: ui-monospace, 'SF Mono', Menlo, Consolas, monospace; color: #a3afc6; }
`;
