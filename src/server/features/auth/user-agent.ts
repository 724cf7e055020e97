import Bowser from 'bowser';

export type Device = { browser: string; os: string };

const UNKNOWN = 'Unknown';

/** The browser (with its major version) and operating system a User-Agent header names. */
export function deviceOf(userAgent: string): Device {
  if (!userAgent) return { browser: UNKNOWN, os: UNKNOWN };
  const { browser, os } = Bowser.parse(userAgent);
  const major = browser.version?.split('.')[0];
  return {
    browser: browser.name ? `${browser.name}${major ? ` ${major}` : ''}` : UNKNOWN,
    os: os.name ? `${os.name}${os.versionName ? ` ${os.versionName}` : ''}` : UNKNOWN,
  };
}
