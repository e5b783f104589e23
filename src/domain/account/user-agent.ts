// Names a device and browser from a User-Agent header ("Chrome", "Android phone") for the Security
// tab. A small rule set, not a full parser: the tab only needs the family a person recognises, and
// the same function runs on the server (device list, events) and in tests without a dependency.

export interface DeviceDescription {
  /** 'iPhone', 'iPad', 'Android phone', 'Android tablet', 'Mac', 'Windows PC', 'Linux PC', … */
  device: string;
  /** 'Chrome', 'Safari', 'Firefox', 'Edge', 'Opera', 'Samsung Internet', … */
  browser: string;
}

export const UNKNOWN_DEVICE = 'Unknown device';
export const UNKNOWN_BROWSER = 'Unknown browser';

/** First match wins: Chromium-based browsers also say "Chrome" and "Safari", so they come first. */
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\bChrome\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bcurl\//, 'curl'],
];

/** The device family: order matters (an iPad's header says "like Mac OS X"). */
const DEVICES: readonly [RegExp, string][] = [
  [/\biPad\b/, 'iPad'],
  [/\biPhone\b|\biPod\b/, 'iPhone'],
  [/\bAndroid\b.*\bMobile\b/, 'Android phone'],
  [/\bAndroid\b/, 'Android tablet'],
  [/\bCrOS\b/, 'Chromebook'],
  [/\bMacintosh\b|\bMac OS X\b/, 'Mac'],
  [/\bWindows\b/, 'Windows PC'],
  [/\bLinux\b|\bX11\b/, 'Linux PC'],
];

function firstMatch(rules: readonly [RegExp, string][], text: string): string | undefined {
  return rules.find(([pattern]) => pattern.test(text))?.[1];
}

export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  const ua = userAgent ?? '';
  return {
    device: firstMatch(DEVICES, ua) ?? UNKNOWN_DEVICE,
    browser: firstMatch(BROWSERS, ua) ?? UNKNOWN_BROWSER,
  };
}

/** "Chrome on Mac", as one line in a list ("Unknown device" when neither is known). */
export function deviceLabel(description: DeviceDescription): string {
  if (description.browser === UNKNOWN_BROWSER && description.device === UNKNOWN_DEVICE) {
    return UNKNOWN_DEVICE;
  }
  return `${description.browser} on ${description.device}`;
}
