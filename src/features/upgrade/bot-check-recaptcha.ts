// reCAPTCHA v3 in the page, used only when the server names it: Google's script is added on first
// use (never in the proof-of-work mode, so the page makes no third-party request then), then
// grecaptcha.execute gives the token for the action.
const SCRIPT_ID = 'recaptcha-v3-script';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let loading: Promise<Grecaptcha> | null = null;

function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const whenReady = () => {
      const api = window.grecaptcha;
      if (!api) {
        reject(new Error('grecaptcha missing'));
        return;
      }
      api.ready(() => resolve(api));
    };
    if (window.grecaptcha) {
      whenReady();
      return;
    }
    const script = document.createElement('script');
    script.id = SCRIPT_ID;
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = whenReady;
    script.onerror = () => {
      // a later attempt (network back) adds the script again
      script.remove();
      loading = null;
      reject(new Error('script failed'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

export async function recaptchaToken(
  siteKey: string,
  action: string,
  signal: AbortSignal,
): Promise<string> {
  const api = await loadRecaptcha(siteKey);
  if (signal.aborted) throw new Error('too late');
  return api.execute(siteKey, { action });
}
