import Bowser from 'bowser';

/** The browser and system a session was signed in from, as a person says it: 'Chrome on Windows', 'Safari on iPhone'. */
export function deviceName(userAgent: string | undefined): string {
  if (!userAgent) return 'Unknown device';
  const { browser, os, platform } = Bowser.parse(userAgent);
  const android = os.name === 'Android' ? `Android ${platform.type === 'tablet' ? 'tablet' : 'phone'}` : undefined;
  const system = platform.model ?? android ?? os.name;
  if (!browser.name) return system ? `A browser on ${system}` : 'Unknown device';
  return system ? `${browser.name} on ${system}` : browser.name;
}
